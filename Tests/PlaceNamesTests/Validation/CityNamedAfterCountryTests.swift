import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The city-named-after-country check: across the files validated together, a city, town or village whose name
/// in a language is its own country's name in that language, unless it is a namesake capital.
@Suite struct CityNamedAfterCountryTests {
    static let territories = """
        {
          "format": "placenames-catalog",
          "version": 1,
          "places": [
            {"id": "iso3166-1:MT", "kind": "country", "country": "MT", "names": {"english": "Malta", "maltese": "Malta", "french": "Malte"}},
            {"id": "iso3166-1:CI", "kind": "country", "country": "CI", "names": {"french": {"preferred": "Côte d’Ivoire", "short": ["Ivoire"]}}},
            {"id": "iso3166-1:SG", "kind": "country", "country": "SG", "names": {"english": "Singapore"}},
            {"id": "iso3166-2:TH-57", "kind": "region", "country": "TH", "names": {"english": "Chiang Rai"}}
          ]
        }

        """

    static let cities = """
        {
          "format": "placenames-catalog",
          "version": 1,
          "places": [
            {"id": "geonames:2562305", "kind": "city", "country": "MT", "defaultName": "Malta", "names": {"maltese": "Malta", "english": {"preferred": "Valletta", "variants": ["Malta"]}, "french": "Malta"}},
            {"id": "geonames:1", "kind": "village", "country": "CI", "names": {"french": "Ivoire", "english": "Ivoire"}},
            {"id": "geonames:2", "kind": "town", "country": "CI", "names": {"french": "Co\u{302}te d’Ivoire"}},
            {"id": "geonames:3", "kind": "city", "country": "IT", "names": {"english": "Malta"}},
            {"id": "geonames:1880252", "kind": "city", "country": "SG", "names": {"english": "Singapore"}},
            {"id": "geonames:1153669", "kind": "city", "country": "TH", "names": {"english": "Chiang Rai"}},
            {"id": "geonames:4", "kind": "region", "country": "MT", "names": {"english": "Malta"}}
          ]
        }

        """

    static func validate(_ files: [(String, String)], severities: SeverityConfiguration = SeverityConfiguration())
        -> [String]
    {
        CatalogValidator(options: ValidationOptions(severities: severities))
            .validate(contents: files.map { (file: $0.0, bytes: Array($0.1.utf8)) })
            .diagnostics.filter { $0.code == "city-named-after-country" }.map(\.description)
    }

    @Test func aCityNamedLikeItsCountryInALanguageIsReportedAtThatName() {
        #expect(Self.validate([("territories.json", Self.territories), ("cities.json", Self.cities)]) == [
            "cities.json:5:110: warning[city-named-after-country]: the city's maltese name \"Malta\" is the name of its country (iso3166-1:MT); a city is not named after its country",
            "cities.json:5:169: warning[city-named-after-country]: the city's english name \"Malta\" is the name of its country (iso3166-1:MT); a city is not named after its country",
            "cities.json:6:82: warning[city-named-after-country]: the village's french name \"Ivoire\" is the name of its country (iso3166-1:CI); a village is not named after its country",
            "cities.json:7:79: warning[city-named-after-country]: the town's french name \"Co\u{302}te d’Ivoire\" is the name of its country (iso3166-1:CI); a town is not named after its country",
        ])
    }

    @Test func theFindingNamesThePlaceAndTheLanguage() {
        let result = CatalogValidator().validate(contents: [
            (file: "territories.json", bytes: Array(Self.territories.utf8)), (file: "cities.json", bytes: Array(Self.cities.utf8)),
        ])
        let first = result.diagnostics.first { $0.code == "city-named-after-country" }
        #expect(first?.place == "geonames:2562305")
        #expect(first?.language == "maltese")
        #expect(first?.severity == .warning)
    }

    @Test func withoutTheCountriesThereIsNothingToCompare() {
        #expect(Self.validate([("cities.json", Self.cities)]) == [])
    }

    @Test func theCheckCanBeTurnedOff() throws {
        var severities = SeverityConfiguration()
        try severities.apply("city-named-after-country=off")
        #expect(Self.validate([("territories.json", Self.territories), ("cities.json", Self.cities)],
                              severities: severities) == [])
    }

    @Test func everyNamesakeCapitalIsAShippedCityAndSaysWhy() throws {
        let folder = PackageRoot.url.appendingPathComponent("Catalogs/cities").path
        let files = try CatalogFiles.find([folder])
        var ids: Set<String> = []
        for file in files {
            for place in try Catalog.read(from: file).places where NamesakeCapitals.contains(place.id) {
                #expect(place.kind == .city, "\(place.id)")
                ids.insert(place.id)
            }
        }
        #expect(ids == Set(NamesakeCapitals.table.keys))
        #expect(NamesakeCapitals.table.values.allSatisfy { $0.count > 20 })
    }
}
