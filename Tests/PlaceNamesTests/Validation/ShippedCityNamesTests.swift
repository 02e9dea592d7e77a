import Foundation
import Testing
import PlaceNames

/// Every shipped city answers with a name, and the names the join checked across sources are the cities' own
/// (issue 26), read from `Catalogs/` as they are shipped.
@Suite struct ShippedCityNamesTests {
    static func cities() throws -> [String: Place] {
        let folder = PackageRoot.url.appendingPathComponent("Catalogs/cities").path
        var places: [String: Place] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".json") {
            for place in try Catalog.read(from: "\(folder)/\(file)").places { places[place.id] = place }
        }
        return places
    }

    @Test func everyCityAnswersEveryReaderWithAName() throws {
        let cities = try Self.cities()
        #expect(cities.count > 35_000)
        let nameless = cities.values.filter { $0.name(in: [.thai, .english]) == nil || $0.defaultName == nil }
        #expect(nameless.map(\.id) == [])
        // Lat Krabang, a district of Bangkok: no source names it in a language and GeoNames gives it no other
        // spelling; its default name answers, as und.
        let latKrabang = try #require(cities["geonames:11071484"])
        #expect(latKrabang.name(in: [.thai, .english]) == ResolvedName(language: nil, name: "Latkrabang", isFallback: true))
        #expect(latKrabang.name(in: [.thai, .english])?.languageTag == "und")
    }

    /// Names from scripts (issue 44): Phra Nakhon, Bangkok's old town, which no source names in a language, answers
    /// in Thai with its one Thai-script GeoNames alternate name; a Japanese town with its kana one.
    @Test func aliasesInALanguagesOwnScriptNameTheCity() throws {
        let cities = try Self.cities()
        let phraNakhon = try #require(cities["geonames:10128831"])
        #expect(phraNakhon.name(in: [.thai, .english]) == ResolvedName(language: .thai, name: "พระนคร", isFallback: false))
        #expect(phraNakhon.name(in: [.german, .english])?.languageTag == "und")
        // Yurigaoka (Fukuoka): 百合ヶ丘, kanji with a kana ヶ; Minamichita's 南知多町, kanji alone, says no language.
        #expect(cities["geonames:10310759"]?.names[.japanese]?.preferred == "百合ヶ丘")
        #expect(cities["geonames:10300676"]?.names[.japanese] == nil)
    }

    @Test func geoNamesNamesCitiesNoOtherSourceNamed() throws {
        let chiangRai = try #require(try Self.cities()["geonames:1153669"])
        #expect(chiangRai.name(in: [.thai])?.name.preferred == "เชียงราย")
        #expect(chiangRai.name(in: [.japanese])?.name.preferred == "チエンラーイ")
    }

    @Test func noCityIsNamedAfterItsTerritory() throws {
        let cities = try Self.cities()
        // Valletta was "Malta" (CLDR's Europe/Malta); San Juan "Puerto Rico". Their zones' codes still lead to them.
        let valletta = try #require(cities["geonames:2562305"])
        #expect(valletta.name(in: [.english])?.name.preferred == "Valletta")
        #expect(valletta.codes[.timeZone] == "Europe/Malta")
        let sanJuan = try #require(cities["geonames:4568127"])
        #expect(sanJuan.codes[.timeZone] == "America/Puerto_Rico")
        // "San Juan de Puerto Rico" (a Basque variant) is the city's; "Puerto Rico" alone is the island's.
        #expect(!sanJuan.names.values.contains { $0.forms.contains { $0.value.hasPrefix("Puerto Rico") } })
        #expect(sanJuan.names[.english]?.preferred == "San Juan")
        // A territory's zone that joined no city is no city of its own: its code joined the main city.
        #expect(cities["tz:America/Jamaica"] == nil && cities["tz:Pacific/Fiji"] == nil)
        #expect(cities["geonames:2198148"]?.codes[.timeZone] == "Pacific/Fiji")
        #expect(cities.values.filter { $0.id.hasPrefix("tz:") && $0.kind == .city }
            .compactMap { $0.names[.english]?.preferred }.filter { ["Jamaica", "Fiji", "Malta", "Cayman"].contains($0) }
            == [])
    }
}
