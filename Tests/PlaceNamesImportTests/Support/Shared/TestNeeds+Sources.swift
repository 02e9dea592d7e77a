import Foundation
import PlaceNamesImport
import Testing

/// The traits a test carries when it reads an importer's source installed on the system. Without it the test is
/// reported as skipped with the reason (and `.ci/run` fails on any skip), never as a pass that tested nothing.
/// Those that need only Foundation (shared data, python3) are in `Support/Core/TestNeeds.swift`.
extension Trait where Self == ConditionTrait {
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

    static var needsLibGeoNames: Self {
        .enabled(if: FileManager.default.fileExists(
                    atPath: LibGeoNamesImporter.defaultLocaleRoot + "/th/LC_MESSAGES/geonames.mo"),
                 "needs libgeonames-common (apt-get install -y libgeonames-common)")
    }
}
