import Testing
import PlaceNames
import PlaceNamesImport

/// Imports `Tests/Fixtures/csv/places.csv` (CRLF line ends, quoted fields with commas, doubled quotes and a
/// line break) and header mistakes a person makes.
@Suite struct CSVImporterTests {
    static let sample = Fixtures.path("csv/places.csv")

    @Test func importsQuotedFieldsAndBCP47Columns() throws {
        let (catalog, _) = try CSVImporter().run(files: [Self.sample])
        #expect(catalog.places.map(\.id) == ["wikidata:Q1490", "wikidata:Q1861", "wikidata:Q64", "wikidata:Q90"])
        let places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        #expect(places["wikidata:Q1861"] == Place(
            id: "wikidata:Q1861", kind: .city, country: "TH", population: 5_104_476,
            names: [.english: "Bangkok", .thai: "กรุงเทพมหานคร", .chineseTraditional: "曼谷", .japanese: "バンコク"]))
        #expect(places["wikidata:Q1490"]?.names[.english] == "Tokyo, Japan")
        #expect(places["wikidata:Q1490"]?.population == nil)
        #expect(places["wikidata:Q90"]?.names[.english] == "Paris \"the City of Light\"")
        #expect(places["wikidata:Q90"]?.names[.japanese] == nil)
        #expect(places["wikidata:Q64"]?.names[.english] == "Berlin\nGermany")
        #expect(places["wikidata:Q64"]?.names[.japanese] == "ベルリン")
    }

    @Test func reportsSkippedRowsAndEmptyCells() throws {
        let (_, report) = try CSVImporter().run(files: [Self.sample])
        #expect(report.skipCounts.map { "\($0.count) \($0.reason)" } == [
            "11 empty name", "1 duplicate id", "1 no id", "1 row has 7 fields, the header has 8", "1 row has no names",
        ])
        #expect(report.skips.first { $0.reason.hasPrefix("row has 7") }?.location == Self.sample + ":7:1")
        #expect(report.skips.first { $0.reason == "duplicate id" }?.location == Self.sample + ":9:1")
        #expect(report.namesRead == 28)
        #expect(report.namesKept == 15)
    }

    @Test func unknownHeaderLanguagesAreErrorsWithSuggestionsAndPositions() {
        #expect(throws: ImportError.invalid([
            Diagnostic(file: "p.csv", line: 1, column: 9, severity: .error, code: "unknown-language",
                       message: "unknown language 'thia' — did you mean 'thai'?"),
            Diagnostic(file: "p.csv", line: 1, column: 19, severity: .error, code: "duplicate-column",
                       message: "language 'thai' has two columns (also column 4)"),
        ])) {
            try CSVImporter().run(text: "id,kind,thia,thai,th\nx,city,a,b,c\n", file: "p.csv")
        }
        #expect(throws: ImportError.invalid([
            Diagnostic(file: "p.csv", line: 1, column: 1, severity: .error, code: "csv-header",
                       message: "column 1 must be 'id': the header is id,kind,<language>..."),
        ])) {
            try CSVImporter().run(text: "name,kind,en\n", file: "p.csv")
        }
    }

    @Test func brokenQuotingIsAnErrorAtItsPosition() {
        #expect(throws: ImportError.invalid([
            Diagnostic(file: "p.csv", line: 2, column: 10, severity: .error, code: "csv-syntax",
                       message: "a quoted field that never ends — a closing quote is missing"),
        ])) {
            try CSVImporter().run(text: "id,kind,en\nx,city,a,\"b\n", file: "p.csv")
        }
        #expect(throws: ImportError.invalid([
            Diagnostic(file: "p.csv", line: 2, column: 11, severity: .error, code: "csv-syntax",
                       message: "text after a closing quote — expected a comma or a line end"),
        ])) {
            try CSVImporter().run(text: "id,kind,en\nx,city,\"a\"b\n", file: "p.csv")
        }
    }

    @Test func bytesThatAreNotUTF8AreAnErrorNotReplaced() throws {
        let path = "/tmp/placenames-latin1-\(UInt64.random(in: 0...UInt64.max)).csv"
        try AtomicFile.write(Array("id,kind,fr\nx,city,Saint-".utf8) + [0xC9] + Array("tienne\n".utf8), to: path)
        #expect(throws: ImportError.invalid([
            Diagnostic(file: path, line: 2, column: 8, severity: .error, code: "csv-syntax",
                       message: "a field that is not valid UTF-8 — save the file as UTF-8"),
        ])) {
            try CSVImporter().run(files: [path])
        }
    }

    @Test func importingTwiceGivesIdenticalBytes() throws {
        let first = try CSVImporter().run(files: [Self.sample]).catalog.canonicalJSON()
        let second = try CSVImporter().run(files: [Self.sample]).catalog.canonicalJSON()
        #expect(first == second)
    }
}
