import Foundation
import Testing

/// The traits a test carries when it reads something from outside the repository. Without it the test is
/// reported as skipped with the reason (and `.ci/run` fails on any skip), never as a pass that tested nothing.
/// These are the end-to-end tests' own; those that need only Foundation (shared data, python3) are in
/// `Support/Core/TestNeeds.swift`, those of the importers' sources (CLDR, iso-codes, libgeonames) in
/// `Support/Import/TestNeeds+Sources.swift`.
extension Trait where Self == ConditionTrait {
    static var needsNamesBinary: Self {
        .enabled(if: NamesBinary.url != nil, "needs the names binary beside the tests (run `swift build` first)")
    }

    static var needsMsgfmt: Self {
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"),
                 "needs /usr/bin/msgfmt (apt-get install -y gettext)")
    }
}
