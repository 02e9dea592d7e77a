import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// Imports `Tests/Fixtures/geonames/alternateNamesV2-sample.txt`, a few rows in GeoNames' real
/// tab-separated format (alternateNameId, geonameid, isolanguage, name, isPreferredName, isShortName,
/// isColloquial, isHistoric, from, to).
@Suite struct GeoNamesImporterTests {
    static let sample = Fixtures.path("geonames/alternateNamesV2-sample.txt")

    @Test func flagsBecomeTheRightKindsOfName() throws {
        let (catalog, _) = try GeoNamesImporter().run(files: [Self.sample])
        #expect(catalog.places.map(\.id) == ["geonames:1609350", "geonames:2980291"])
        let bangkok = catalog.places[0]
        #expect(bangkok.kind == .city)
        #expect(bangkok.names == [
            .thai: LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"], historic: ["บางกอก"]),
            .english: LocalizedName("Bangkok", variants: ["Krung Thep"], colloquial: ["City of Angels"]),
            // A second preferred name is kept as a variant.
            .german: LocalizedName("Bangkok", variants: ["Krung Thep"]),
            .chineseSimplified: "曼谷",
            .chineseTraditional: "曼谷市",
        ])
        // No preferred English name: the first plain one is preferred.
        #expect(catalog.places[1].names == [
            .french: "Saint-Étienne", .english: LocalizedName("Saint-Etienne", short: ["St-Étienne"]),
        ])
    }

    @Test func pseudoLanguagesBecomeCodesOrAreSkippedNeverNames() throws {
        let (catalog, report) = try GeoNamesImporter().run(files: [Self.sample])
        #expect(catalog.places[0].codes == [.geonames: "1609350", .iata: "BKK", .wikidata: "Q1861"])
        #expect(catalog.places[1].codes == [.geonames: "2980291", .unlocode: "FRSET"])
        let names = catalog.places.flatMap { $0.names.values.flatMap { $0.forms.map(\.value) } }
        for code in ["BKK", "Q1861", "10200", "Armeville", "FRSET", "https://en.wikipedia.org/wiki/Bangkok"] {
            #expect(!names.contains(code))
        }
        #expect(report.noteCounts.map { "\($0.count) \($0.reason)" } == [
            "1 kept in codes as faa, not as a name", "1 kept in codes as iata, not as a name",
            "1 kept in codes as icao, not as a name", "1 kept in codes as unlocode, not as a name",
            "1 kept in codes as wikidata, not as a name",
        ])
    }

    @Test func reportsEverySkipWithItsReason() throws {
        let (_, report) = try GeoNamesImporter().run(files: [Self.sample])
        #expect(report.skipCounts.map { "\($0.count) \($0.reason)" } == [
            "1 French Revolution name (fr_1793): not a current name",
            "1 a second icao code for the place",
            "1 abbreviation (abbr): no language",
            "1 link (link): a web address, not a name",
            "1 malformed line: line has 1 columns, GeoNames has 10",
            "1 no language (isolanguage empty)",
            "1 only historic names in this language",
            "1 place has no names, only codes",
            "1 postal code (post): a place has many, and it is not a name",
            "1 same name twice",
            "1 unknown language code 'zz'",
        ])
        #expect(report.skips.first { $0.reason == "same name twice" }?.location == Self.sample + ":7")
        #expect(report.namesRead == 28)
        #expect(report.namesKept == 13)
    }

    @Test func importingTwiceGivesIdenticalBytes() throws {
        let first = try GeoNamesImporter().run(files: [Self.sample]).catalog.canonicalJSON()
        let second = try GeoNamesImporter().run(files: [Self.sample]).catalog.canonicalJSON()
        #expect(first == second)
    }

    @Test func aLineThatIsNotUTF8IsSkippedNotReplaced() throws {
        let path = "/tmp/placenames-geonames-\(UInt64.random(in: 0...UInt64.max)).txt"
        try AtomicFile.write(Array("1\t2980291\tfr\tSaint-".utf8) + [0xC9] + Array("tienne\t1\t\t\t\t\t\n".utf8), to: path)
        let (catalog, report) = try GeoNamesImporter().run(files: [path])
        #expect(catalog.places.isEmpty)
        #expect(report.skips.map(\.reason) == ["line is not valid UTF-8"])
    }

    @Test func readsTheOlderEightColumnFormatAndCRLF() {
        let (catalog, report) = GeoNamesImporter(kind: .country).run(
            text: "1\t1605651\tth\tประเทศไทย\t1\t\t\t\r\n2\t1605651\ten\tThailand\t1\t\t\t\r\n", file: "old.txt")
        #expect(catalog.places == [Place(id: "geonames:1605651", kind: .country, codes: [.geonames: "1605651"],
                                         names: [.thai: "ประเทศไทย", .english: "Thailand"])])
        #expect(report.skips.isEmpty)
    }
}

/// Adds GeoNames' main table (`Tests/Fixtures/geonames/places-sample.txt`, the allCountries.txt format).
@Suite struct GeoNamesPlaceTableTests {
    @Test func thePlaceTableGivesKindCountryPositionAndPopulationAndSelectsPlaces() throws {
        var importer = GeoNamesImporter(kind: "place")
        importer.placesTable = Fixtures.path("geonames/places-sample.txt")
        let (catalog, report) = try importer.run(files: [GeoNamesImporterTests.sample])
        #expect(catalog.places.map(\.id) == ["geonames:1609350"])
        let bangkok = catalog.places[0]
        #expect(bangkok.kind == .city)
        #expect(bangkok.country == "TH")
        #expect(bangkok.coordinate == Coordinate(latitude: 13.75398, longitude: 100.50144))
        #expect(bangkok.population == 5_104_476)
        #expect(bangkok.names[.thai]?.preferred == "กรุงเทพมหานคร")
        #expect(report.notes.last?.reason == "rows of places not in the --places table, not read")
        #expect(report.notes.last?.value == "8 rows")
    }

    @Test func featureCodesMapToKinds() {
        typealias Entry = GeoNamesPlaceTable.Entry
        #expect(Entry.kind(featureClass: "A", code: "PCLI") == .country)
        #expect(Entry.kind(featureClass: "A", code: "ADM1") == .region)
        #expect(Entry.kind(featureClass: "P", code: "PPLA2") == .city)
        #expect(Entry.kind(featureClass: "S", code: "AIRP") == nil)
    }
}
