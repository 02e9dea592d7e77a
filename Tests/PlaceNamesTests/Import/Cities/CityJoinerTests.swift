import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// `names join`: one place per city, by country, distance and a matching name.
@Suite struct CityJoinerTests {
    static let munich = Place(id: "geonames:2867714", kind: .city, country: "DE",
                              coordinate: Coordinate(latitude: 48.13743, longitude: 11.57549), population: 1505005,
                              codes: [.geonames: "2867714"], aliases: ["Munich", "München", "MUC"])
    static let bangkok = Place(id: "geonames:1609350", kind: .city, country: "TH",
                               coordinate: Coordinate(latitude: 13.75398, longitude: 100.50144), population: 5104476,
                               codes: [.geonames: "1609350"], aliases: ["Bangkok", "Krung Thep"])
    static let backbone = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "GeoNames")]),
                                  places: [bangkok, munich])
    static let exemplar = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "CLDR")]), places: [
        Place(id: "tz:Asia/Bangkok", kind: .city, country: "TH", coordinate: Coordinate(latitude: 13.75, longitude: 100.5167),
              codes: [.timeZone: "Asia/Bangkok"], names: [.english: "Bangkok", .thai: "กรุงเทพ"]),
    ])
    static let gweather = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "libgweather")]), places: [
        Place(id: "gweather:DE/Bavaria/Munich", kind: .city, country: "DE",
              coordinate: Coordinate(latitude: 48.15, longitude: 11.583333), names: [.english: "Munich", .thai: "มิวนิก"]),
        Place(id: "gweather:TH/Bangkok", kind: .city, country: "TH",
              coordinate: Coordinate(latitude: 13.733, longitude: 100.5), names: [.english: "Bangkok", .thai: "กรุงเทพฯ"]),
        // Same name, but 100 km away: another place.
        Place(id: "gweather:DE/Munich", kind: .city, country: "DE",
              coordinate: Coordinate(latitude: 49.0, longitude: 11.58), names: [.english: "Munich"]),
        // A city the backbone lacks, found in the pool (matched by an alias, accents and case aside).
        Place(id: "gweather:DE/Zwiesel", kind: .city, country: "DE",
              coordinate: Coordinate(latitude: 49.02, longitude: 13.23), names: [.english: "ZWIESEL"]),
    ])
    static let pool = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "GeoNames")]), places: [
        Place(id: "geonames:2804979", kind: .city, country: "DE",
              coordinate: Coordinate(latitude: 49.01693, longitude: 13.23765), population: 9547,
              codes: [.geonames: "2804979"], aliases: ["Zwiesel", "Zwiésel"]),
    ])

    static func joined() -> CityJoiner.Result {
        CityJoiner().join(backbone: backbone, pool: pool, others: [
            .init(catalog: exemplar, name: "exemplar"), .init(catalog: gweather, name: "gweather"),
        ])
    }

    @Test func othersJoinTheBackboneCityAndKeepEveryName() {
        let result = Self.joined()
        #expect(result.catalog.places.map(\.id) == [
            "geonames:1609350", "geonames:2804979", "geonames:2867714", "gweather:DE/Munich",
        ])
        let bangkok = result.catalog.places[0]
        #expect(bangkok.codes == [.geonames: "1609350", .timeZone: "Asia/Bangkok"])
        #expect(bangkok.population == 5104476)
        #expect(bangkok.coordinate == Self.bangkok.coordinate)
        // CLDR came first: its Thai name stays preferred, libgweather's is kept as a variant.
        #expect(bangkok.names == [.english: "Bangkok", .thai: LocalizedName("กรุงเทพ", variants: ["กรุงเทพฯ"])])
        #expect(result.catalog.places[2].names == [.english: "Munich", .thai: "มิวนิก"])
        #expect(result.catalog.places[1].names == [.english: "ZWIESEL"])
        #expect(result.summary == [
            "exemplar: 1 places, 1 joined to the backbone, 0 found in the pool and brought in, 0 joined to an earlier input's place, 0 matched no city, 0 not joined (code conflict); 0 kept as their own places",
            "gweather: 4 places, 2 joined to the backbone, 1 found in the pool and brought in, 0 joined to an earlier input's place, 1 matched no city, 0 not joined (code conflict); 1 kept as their own places",
        ])
        #expect(result.report.notes.filter { $0.reason.contains("kept as its own place") }.map(\.location)
                == ["gweather:DE/Munich"])
    }

    @Test func everyCodeLeadsToTheJoinedPlace() {
        let catalog = Self.joined().catalog
        #expect(catalog.place("tz:Asia/Bangkok")?.id == "geonames:1609350")
        #expect(catalog.place("geonames:2867714")?.id == "geonames:2867714")
        #expect(catalog.place(code: "Asia/Bangkok", system: .timeZone)?.id == "geonames:1609350")
        #expect(catalog.place("tz:Europe/Nowhere") == nil)
    }

    @Test func splitFilesNameOnlyTheirOwnSources() {
        let parts = Self.joined().splitByCountry()
        #expect(parts["TH"]?.metadata.sources.map(\.name) == ["GeoNames", "CLDR", "libgweather"])
        #expect(parts["DE"]?.metadata.sources.map(\.name) == ["GeoNames", "libgweather"])
    }

    @Test func matchKeysIgnoreCaseAccentsAndPunctuation() {
        #expect(MatchKey.of("I-n-Salah") == MatchKey.of("In Salah"))
        #expect(MatchKey.of("Qal'at Bishah") == MatchKey.of("Qal‘at Bīshah"))
        #expect(MatchKey.of("Munich") != MatchKey.of("München"))
    }
}
