import Foundation
import Testing

/// The trait of the tests that read Unicode's own test data. Without it the test is reported as skipped with the
/// reason (and `.ci/run` fails on any skip), never as a pass that tested nothing. Those that need only Foundation
/// are in `Support/Core/TestNeeds.swift`, those of the importers' sources (CLDR) in
/// `Support/Import/TestNeeds+Sources.swift`.
extension Trait where Self == ConditionTrait {
    static var needsUnicodeData: Self {
        .enabled(if: FileManager.default.fileExists(atPath: UnicodeTestData.normalizationTest)
                    && FileManager.default.isExecutableFile(atPath: "/usr/bin/bzcat"),
                 "needs Unicode's NormalizationTest.txt and bzcat (apt-get install -y unicode-data bzip2)")
    }
}
