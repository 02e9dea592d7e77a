import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// Imports the geonames.mo files Debian's libgeonames-common 0.3.0-1 installs, for two cities.
@Suite(.needsLibGeoNames) struct LibGeoNamesRealDataTests {
    static let cities = [
        Place(id: "geonames:1153669", kind: .city, defaultName: "Chiang Rai", country: "TH",
              codes: [.geonames: "1153669"]),
        Place(id: "geonames:1609350", kind: .city, defaultName: "Bangkok", country: "TH", codes: [.geonames: "1609350"]),
    ]

    @Test func chiangRaiInThaiAndJapaneseButNotItsMainNameAsEnglish() throws {
        let result = try LibGeoNamesImporter().run(cities: Self.cities, citiesName: "cities.json")
        let places = Dictionary(uniqueKeysWithValues: result.catalog.places.map { ($0.id, $0) })
        let chiangRai = try #require(places["geonames:1153669"])
        #expect(chiangRai.names[.thai] == "เชียงราย")
        #expect(chiangRai.names[.japanese] == "チエンラーイ")
        #expect(chiangRai.names[.english] == nil)
        #expect(chiangRai.defaultName == "Chiang Rai")
        #expect(chiangRai.country == "TH")
        #expect(chiangRai.codes == [.geonames: "1153669"])
        #expect(chiangRai.aliases.isEmpty && chiangRai.coordinate == nil)
        #expect(result.report.skips.contains {
            $0.reason == "English equals GeoNames' main name (the en file falls back to it)"
                && $0.location == "/usr/share/locale/en/LC_MESSAGES/geonames.mo" && $0.value == "1153669: Chiang Rai"
        })
        #expect(places["geonames:1609350"]?.names[.thai] != nil)
        #expect(result.catalog.places.map(\.id) == ["geonames:1153669", "geonames:1609350"])
        // Regional locales are skipped by locale, never folded into their language.
        let skippedFiles = Set(result.report.skips.filter { $0.location.hasSuffix("geonames.mo") }.map(\.value))
        #expect(skippedFiles.isSuperset(of: ["de_AT", "en_IN", "fr_CH", "zh_SG"]))
        #expect(result.catalog.metadata.sources == [CatalogSource(
            name: "GeoNames alternate names (Debian libgeonames-common)", licence: "CC-BY-4.0",
            url: "https://www.geonames.org")])
    }

    @Test func sameBytesTwice() throws {
        let importer = LibGeoNamesImporter()
        let first = try importer.run(cities: Self.cities, citiesName: "cities.json").catalog.canonicalJSON()
        #expect(try importer.run(cities: Self.cities, citiesName: "cities.json").catalog.canonicalJSON() == first)
    }
}
