import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// `names join --by-id --reference`: a name one source gives a city is kept only when it is the city's.
@Suite struct CityJoinerNameCheckTests {
    static func city(_ id: Int, _ name: String, _ country: String, _ latitude: Double, _ longitude: Double,
                     aliases: [String] = []) -> Place {
        Place(id: "geonames:\(id)", kind: .city, defaultName: name, country: country,
              coordinate: Coordinate(latitude: latitude, longitude: longitude), codes: [.geonames: String(id)],
              aliases: [name] + aliases)
    }

    static let valletta = city(2562305, "Valletta", "MT", 35.89968, 14.5148, aliases: ["La Valletta", "Malta"])
    static let sanJuan = city(4568127, "San Juan", "PR", 18.46633, -66.10572, aliases: ["Puerto Rico"])
    static let suva = city(2198148, "Suva", "FJ", -18.14161, 178.44149)
    static let nukualofa = city(4032402, "Nuku‘alofa", "TO", -21.13938, -175.2018, aliases: ["Tongatapu"])
    static let victoria = city(241131, "Victoria", "SC", -4.61667, 55.45, aliases: ["Mahe"])
    static let avarua = city(4035715, "Avarua", "CK", -21.20778, -159.775)
    static let arua = city(235039, "Arua", "UG", 3.02013, 30.91105)
    static let singapore = city(1880252, "Singapore", "SG", 1.28967, 103.85007)
    static let chiangRai = city(1153669, "Chiang Rai", "TH", 19.90858, 99.8325)

    static let backbone = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "GeoNames")]),
                                  places: [valletta, sanJuan, suva, nukualofa, victoria, avarua, arua, singapore,
                                           chiangRai])

    static func zone(_ zone: String, _ country: String, _ latitude: Double, _ longitude: Double,
                     _ names: [Language: LocalizedName]) -> Place {
        Place(id: "tz:\(zone)", kind: .city, defaultName: names[.english]?.preferred, country: country,
              coordinate: Coordinate(latitude: latitude, longitude: longitude), codes: [.timeZone: zone], names: names)
    }

    /// CLDR's exemplar cities as they are: zones named after a country, a division or an island.
    static let exemplars = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "CLDR")]), places: [
        zone("Europe/Malta", "MT", 35.9, 14.5167, [.english: "Malta", .thai: "มอลตา", .german: "Malta"]),
        zone("America/Puerto_Rico", "PR", 18.4683, -66.1061,
             [.english: "Puerto Rico", .amharic: "ፖርቶሪኮ", .spanish: "Puerto Rico"]),
        zone("Pacific/Fiji", "FJ", -18.1333, 178.4167, [.english: "Fiji", .thai: "ฟิจิ"]),
        zone("Pacific/Tongatapu", "TO", -21.1333, -175.2, [.english: "Tongatapu", .hebrew: "טונגטאפו"]),
        zone("Indian/Mahe", "SC", -4.6667, 55.4667, [.english: "Mahe", .greek: "Μάχε"]),
        zone("Asia/Singapore", "SG", 1.2833, 103.85, [.english: "Singapore", .thai: "สิงคโปร์"]),
    ])

    /// libgweather: Avarua's German translation is another city's name, Arua in Uganda.
    static let gweather = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "libgweather")]), places: [
        Place(id: "gweather:CK/Avarua", kind: .city, defaultName: "Avarua", country: "CK",
              coordinate: Coordinate(latitude: -21.2, longitude: -159.77),
              names: [.english: "Avarua", .german: "Arua"]),
        Place(id: "gweather:TH/Chiang Rai", kind: .city, defaultName: "Chiang Rai", country: "TH",
              coordinate: Coordinate(latitude: 19.9, longitude: 99.83),
              names: [.english: "Chiang Rai", .thai: "เชียงราย"]),
    ])

    /// GeoNames' language-tagged names (libgeonames), by id.
    static let libgeonames = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "libgeonames")]), places: [
        Place(id: "geonames:2562305", kind: .city, names: [.thai: "วัลเลตตา", .german: "Valletta"]),
        Place(id: "geonames:4032402", kind: .city, names: [.hebrew: "נוקואלופה"]),
        Place(id: "geonames:241131", kind: .city, names: [.greek: "Βικτώρια"]),
        Place(id: "geonames:4035715", kind: .city, names: [.german: "Avarua"]),
        Place(id: "geonames:1153669", kind: .city, names: [.thai: "เชียงราย", .japanese: "チエンラーイ"]),
        Place(id: "geonames:9999999", kind: .city, names: [.thai: "ไม่มี"]),
    ])

    /// The countries and a region, as Catalogs/territories.json and subdivisions/ name them.
    static let references: [Place] = [
        Place(id: "iso3166-1:MT", kind: .country, defaultName: "Malta", country: "MT",
              names: [.english: "Malta", .thai: "มอลตา", .german: "Malta"]),
        Place(id: "iso3166-1:PR", kind: .country, defaultName: "Puerto Rico", country: "PR",
              names: [.english: "Puerto Rico", .amharic: "ፑዌርቶ ሪኮ", .spanish: "Puerto Rico"]),
        Place(id: "iso3166-1:FJ", kind: .country, defaultName: "Fiji", country: "FJ",
              names: [.english: "Fiji", .thai: "ฟิจิ"]),
        Place(id: "iso3166-1:SG", kind: .country, defaultName: "Singapore", country: "SG",
              names: [.english: "Singapore", .thai: "สิงคโปร์"]),
        Place(id: "iso3166-2:TO-04", kind: .region, defaultName: "Tongatapu", country: "TO",
              names: [.english: "Tongatapu", .hebrew: "טונגטאפו"]),
        Place(id: "iso3166-2:TH-57", kind: .region, defaultName: "Chiang Rai", country: "TH",
              names: [.english: "Chiang Rai", .thai: "เชียงราย"]),
    ]

    static func joined() -> CityJoiner.Result {
        CityJoiner().join(backbone: backbone, others: [.init(catalog: exemplars, name: "exemplar"),
                                                      .init(catalog: gweather, name: "gweather")],
                          byID: [.init(catalog: libgeonames, name: "libgeonames")], references: references)
    }

    static func place(_ id: String, in result: CityJoiner.Result) -> Place? {
        result.catalog.places.first { $0.id == id }
    }

    @Test func aZoneNamedAfterItsCountryGivesItsCodeNotItsNames() throws {
        let result = Self.joined()
        let valletta = try #require(Self.place("geonames:2562305", in: result))
        #expect(valletta.codes[.timeZone] == "Europe/Malta")
        #expect(valletta.names == [.thai: "วัลเลตตา", .german: "Valletta"])
        // San Juan keeps tz:America/Puerto_Rico, not "Puerto Rico", however each language spells it.
        let sanJuan = try #require(Self.place("geonames:4568127", in: result))
        #expect(sanJuan.codes[.timeZone] == "America/Puerto_Rico")
        #expect(sanJuan.names.isEmpty)
        #expect(sanJuan.name(in: [.english]) == ResolvedName(language: nil, name: "San Juan", isFallback: true))
    }

    @Test func aTerritorysZoneThatJoinedNoCityJoinsItsMainCity() throws {
        let result = Self.joined()
        #expect(Self.place("tz:Pacific/Fiji", in: result) == nil)
        let suva = try #require(Self.place("geonames:2198148", in: result))
        #expect(suva.codes[.timeZone] == "Pacific/Fiji")
        #expect(suva.names.isEmpty)
        #expect(result.catalog.places.allSatisfy { $0.kind != .city || $0.names[.english]?.preferred != "Fiji" })
    }

    @Test func islandsRegionsAndOtherCitiesKeepTheirNames() throws {
        let result = Self.joined()
        // Tongatapu is the division Nuku'alofa lies in, though GeoNames lists it among the city's aliases.
        #expect(Self.place("geonames:4032402", in: result)?.names == [.hebrew: "נוקואלופה"])
        // Mahé is the island; none of the zone's names is one GeoNames gives Victoria.
        #expect(Self.place("geonames:241131", in: result)?.names == [.greek: "Βικτώρια"])
        // Arua is a city in Uganda: not Avarua's German name.
        #expect(Self.place("geonames:4035715", in: result)?.names == [.english: "Avarua", .german: "Avarua"])
        // A city may share its region's name, and a city-state its country's.
        #expect(Self.place("geonames:1153669", in: result)?.names
            == [.english: "Chiang Rai", .thai: "เชียงราย", .japanese: "チエンラーイ"])
        #expect(Self.place("geonames:1880252", in: result)?.names == [.english: "Singapore", .thai: "สิงคโปร์"])
    }

    @Test func everyNameLeftOutIsReportedWithWhy() {
        let result = Self.joined()
        #expect(result.report.skips.map { "\($0.location): \($0.reason): \($0.value)" } == [
            "geonames:2562305: exemplar: named after another place (its English name is the name of its country): every name: Malta (iso3166-1:MT), 3 names",
            "geonames:4568127: exemplar: named after another place (its English name is the name of its country): every name: Puerto Rico (iso3166-1:PR), 3 names",
            "geonames:4032402: exemplar: named after another place (its English name is the name of a region or country it lies in, not its own): every name: Tongatapu (iso3166-2:TO-04), 2 names",
            "geonames:241131: exemplar: a time zone named after another place (none of its names is the city's main name or one GeoNames gives it): every name: Mahe, 2 names",
            "geonames:4035715: gweather: the name of another place, which GeoNames does not give this city: german: Arua (geonames:235039)",
            "tz:Pacific/Fiji: a territory's time zone, not a city: its code joins the nearest city, its names (the country's) are left out: geonames:2198148",
        ])
        #expect(result.summary.contains("libgeonames: 6 places, 5 joined by id, 1 with an id no city has (left out)"))
        #expect(result.summary.contains("territories' time zones: 1 codes joined to their main city, 0 kept as regions"))
    }

    @Test func thePreferredNameIsOneGeoNamesConfirms() throws {
        // libgweather's Thai name for Chiang Rai is a spelling GeoNames does not have; libgeonames' is preferred.
        let variant = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "libgweather")]), places: [
            Place(id: "gweather:TH/Chiang Rai", kind: .city, country: "TH",
                  coordinate: Coordinate(latitude: 19.9, longitude: 99.83),
                  names: [.english: "Chiang Rai", .thai: "เชียงรายย์"]),
        ])
        let result = CityJoiner().join(backbone: Self.backbone, others: [.init(catalog: variant, name: "gweather")],
                                       byID: [.init(catalog: Self.libgeonames, name: "libgeonames")],
                                       references: Self.references)
        let chiangRai = try #require(Self.place("geonames:1153669", in: result))
        #expect(chiangRai.names[.thai] == LocalizedName("เชียงราย", variants: ["เชียงรายย์"]))
        #expect(result.summary.contains("preferred names: 1 replaced by a variant GeoNames confirms"))
        #expect(result.summary.contains(
            "agreement gweather / libgeonames: 0 same, 0 same but for spelling, 1 differ; 1 only gweather, 6 only libgeonames"))
    }
}
