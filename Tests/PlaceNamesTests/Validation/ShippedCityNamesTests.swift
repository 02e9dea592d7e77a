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
        // Phra Nakhon, Bangkok's old town: no source names it in a language; its default name answers, as und.
        let phraNakhon = try #require(cities["geonames:10128831"])
        #expect(phraNakhon.name(in: [.thai, .english]) == ResolvedName(language: nil, name: "Phra Nakhon", isFallback: true))
        #expect(phraNakhon.name(in: [.thai, .english])?.languageTag == "und")
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
