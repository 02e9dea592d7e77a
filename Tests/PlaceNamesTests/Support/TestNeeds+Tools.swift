import Foundation
import PlaceNames
import PlaceNamesImport
import Testing

/// The traits a test carries when it reads something from outside the repository. Without it the test is
/// reported as skipped with the reason (and `.ci/run` fails on any skip), never as a pass that tested nothing.
/// Those that need only Foundation (shared data, python3) are in `Support/Core/TestNeeds.swift`, shared with
/// `PlaceNamesCoreTests`.
extension Trait where Self == ConditionTrait {
    static var needsNamesBinary: Self {
        .enabled(if: NamesBinary.url != nil, "needs the names binary beside the tests (run `swift build` first)")
    }

    static var needsCLDR: Self {
        .enabled(if: FileManager.default.fileExists(atPath: CLDRImporter.defaultRoot + "/main/th.xml"),
                 "needs CLDR (apt-get install -y unicode-cldr-core)")
    }

    static var needsISOCodes: Self {
        .enabled(if: FileManager.default.fileExists(atPath: ISOCodesImporter.defaultRoot + "/iso_3166-2.json")
                    && FileManager.default.fileExists(
                        atPath: ISOCodesImporter.defaultLocaleRoot + "/th/LC_MESSAGES/iso_3166-1.mo"),
                 "needs iso-codes (apt-get install -y iso-codes)")
    }

    static var needsUnicodeData: Self {
        .enabled(if: FileManager.default.fileExists(atPath: UnicodeTestData.normalizationTest)
                    && FileManager.default.isExecutableFile(atPath: "/usr/bin/bzcat"),
                 "needs Unicode's NormalizationTest.txt and bzcat (apt-get install -y unicode-data bzip2)")
    }

    static var needsLibGeoNames: Self {
        .enabled(if: FileManager.default.fileExists(
                    atPath: LibGeoNamesImporter.defaultLocaleRoot + "/th/LC_MESSAGES/geonames.mo"),
                 "needs libgeonames-common (apt-get install -y libgeonames-common)")
    }

    static var needsMsgfmt: Self {
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"),
                 "needs /usr/bin/msgfmt (apt-get install -y gettext)")
    }
}
