import Foundation
import Testing

/// The traits a test carries when it reads something from outside the repository. Without it the test is
/// reported as skipped with the reason (and `.ci/run` fails on any skip), never as a pass that tested nothing.
/// These need nothing but Foundation; the other test targets add their own (the importers' sources, Unicode's data,
/// the `names` binary).
extension Trait where Self == ConditionTrait {
    static func needsSharedData(_ relativePaths: String...) -> Self {
        .enabled(if: SharedData.has(relativePaths),
                 Comment(rawValue: "needs ../shared/data/{\(relativePaths.joined(separator: ","))} (set PLACENAMES_SHARED)"))
    }

    static var needsPython3: Self {
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs /usr/bin/python3")
    }
}
