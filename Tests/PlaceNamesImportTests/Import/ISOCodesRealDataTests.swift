import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// Imports the iso-codes that Debian installs (4.15.0 on Debian 12).
@Suite(.needsISOCodes) struct ISOCodesRealDataTests {
    @Test func namesFromTheRealIsoCodes() throws {
        let (catalog, report) = try ISOCodesImporter().run()
        let places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        #expect(places["iso3166-1:TH"]?.names[.thai] == LocalizedName("ไทย", variants: ["ราชอาณาจักรไทย"]))
        #expect(places["iso3166-1:TH"]?.kind == .country)
        #expect(places["iso3166-1:KR"]?.names[.english] == LocalizedName("South Korea", variants: ["Korea, Republic of"]))
        #expect(places["iso3166-1:TH"]?.names[.portuguesePortugal]?.preferred == "Tailândia")
        // gettext's pt is European Portuguese, pt_BR Brazilian; neither translates the common name "Iran", so
        // the table name comes first and the official name follows.
        #expect(places["iso3166-1:IR"]?.names[.portuguese]
                == LocalizedName("Irã, República Islâmica do", variants: ["República Islâmica do Irã"]))
        #expect(places["iso3166-1:IR"]?.names[.portuguesePortugal]
                == LocalizedName("Irão, República Islâmica do", variants: ["República Islâmica do Irão"]))
        // TH-10 has one translation that differs from its ISO name: Ukrainian.
        #expect(places["iso3166-2:TH-10"]?.names[.ukrainian] == "Столичний округ")
        #expect(places["iso3166-2:TH-10"]?.names[.english] == "Krung Thep Maha Nakhon")
        #expect(places["iso3166-2:TH-50"]?.names[.thai] == "เชียงใหม่")
        #expect(places["iso3166-2:DE-BY"]?.names[.english] == LocalizedName("Bavaria", variants: ["Bayern"]))
        #expect(places["iso3166-2:AZ-BAB"]?.kind == .district)
        #expect(catalog.places.count == 249 + 5127)
        #expect(catalog.places.filter { $0.kind == .country }.count == 249)
        #expect(catalog.places.filter { $0.kind == .district }.count == 1412)
        #expect(Set(catalog.places.flatMap(\.names.keys)).count == 110)
        // Locale folders skipped as files (each file of each part once), by reason.
        var skippedFiles: [String: [String]] = [:]
        for skip in report.skips where skip.location.hasSuffix(".mo") {
            skippedFiles[skip.reason, default: []].append(skip.value)
        }
        #expect(skippedFiles["another locale gives romanian names (ro)"] == ["mo"])
        #expect(skippedFiles["another locale gives filipino names (fil)"] == ["tl"])
        #expect(skippedFiles["locale in script Latn has no Language case (would fall back to tatar)"] == ["tt@iqtelif"])
        #expect(skippedFiles["regional locale (IN) would overwrite bangla, which has no case for that region"] == ["bn_IN"])
        #expect(skippedFiles["regional locale (PK) would overwrite punjabi, which has no case for that region"] == ["pa_PK"])
        #expect(skippedFiles["locale with no Language case"]?.count == 47)
        #expect(report.skipCounts.map(\.reason).contains("untranslated (empty msgstr)") == false)
    }

    @Test func sameBytesTwice() throws {
        let importer = ISOCodesImporter()
        #expect(try importer.run().catalog.canonicalJSON() == importer.run().catalog.canonicalJSON())
    }
}
