import Testing
import PlaceNames
@testable import PlaceNamesImport

/// CSV and JSON as `names export` writes them (plain, with labels and aliases, and for translators) after a
/// spreadsheet or a script filled them in, and broken ones.
@Suite struct TranslationTableReaderTests {
    /// What LibreOffice Calc saves from `names export --missing --format csv` (CRLF, quotes only where needed).
    static let csv = "id,source,name,kind,country,population,latitude,longitude,label,file\r\n"
        + "geonames:1609350,Bangkok,กรุงเทพมหานคร,city,TH,5676648,13.75,100.51667,,Catalogs/th.json\r\n"
        + "iso3166-2:TH-83,\"Phuket, \"\"Pearl\"\"\",\"ภูเก็ต, \"\"ไข่มุก\"\"\",region,TH,,,,,Catalogs/th.json\r\n"
        + "geonames:1605279,Udon Thani,,city,TH,,,,,Catalogs/th.json\r\n"
        + "geonames:1153671,Chiang Mai,\"เชียง\r\nใหม่\",city,TH,,,,,Catalogs/th.json\r\n"

    @Test func readsATranslatorsCSV() throws {
        let file = try TranslationInput.read(Self.csv, as: .csv, path: "th.csv")
        #expect(file.summary == [
            "geonames:1609350=กรุงเทพมหานคร@2:26",
            "iso3166-2:TH-83=ภูเก็ต, \"ไข่มุก\"@3:38",
            "geonames:1153671=เชียง\r\nใหม่@5:30",
        ])
        #expect(file.entries.map(\.source) == ["Bangkok", "Phuket, \"Pearl\"", "Chiang Mai"])
        #expect(file.skipped == [.untranslated: 1])
        #expect(file.language == nil)
        #expect(try TranslationInput.read(Self.csv, as: .csv, language: .thai).language == .thai)
    }

    @Test func targetIsANameColumnAndSourceIsOptional() throws {
        let file = try TranslationInput.read("target,id\nก,a\n", as: .csv)
        #expect(file.summary == ["a=ก@2:1"])
        #expect(file.entries.first?.source == nil)
    }

    @Test func csvProblemsAreLocated() {
        #expect(TranslationInput.problems("id,label\na,b\n", as: .csv, path: "t.csv") == [
            "t.csv:1:1: error[csv-header]: no 'name' column (or 'target'): the header needs id and name columns",
        ])
        #expect(TranslationInput.problems("id,name,id,target\n", as: .csv, path: "t.csv") == [
            "t.csv:1:9: error[csv-header]: 'id' has two columns (also column 1)",
            "t.csv:1:12: error[csv-header]: both a 'name' and a 'target' column: keep one",
        ])
        #expect(TranslationInput.problems("id,name\na,Bangkok, Thailand\n,x\nb,y\nb,z\n", as: .csv, path: "t.csv") == [
            "t.csv:2:1: error[csv-row]: row has 3 fields, the header has 2: quote a field that holds a comma",
            "t.csv:3:1: error[missing-id]: a row without an id: the place id is missing",
            "t.csv:5:1: error[duplicate-id]: duplicate id 'b' (first on line 4)",
        ])
        #expect(TranslationInput.problems("id,name\na,\"b\n", as: .csv, path: "t.csv") == [
            "t.csv:2:3: error[csv-syntax]: a quoted field that never ends — a closing quote is missing",
        ])
        #expect(TranslationInput.problems(Array("id,name\na,caf".utf8) + [0xE9], as: .csv, path: "t.csv") == [
            "t.csv:2:6: error[invalid-utf8]: invalid UTF-8: byte 0xE9 starts a sequence that is cut short — save the file as UTF-8",
        ])
    }

    static let json = """
        {
          "geonames:1609350": {"source": "Bangkok", "name": "กรุงเทพมหานคร", "kind": "city", "country": "TH", "file": "Catalogs/th.json", "population": 5676648, "coordinate": [13.75, 100.51667]},
          "geonames:1605279": {"source": "Udon Thani", "name": "", "kind": "city", "file": "Catalogs/th.json"},
          "iso3166-2:TH-83": "ภูเก็ต \\"ไข่มุก\\"",
          "tz:Asia/Bangkok": {"name": "เวลากรุงเทพ", "label": "Bangkok, Thailand", "aliases": []}
        }
        """

    @Test func readsPlainAndObjectMembers() throws {
        let file = try TranslationInput.read(Self.json, as: .json, path: "thai.json")
        #expect(file.summary == [
            "geonames:1609350=กรุงเทพมหานคร@2:54",
            "iso3166-2:TH-83=ภูเก็ต \"ไข่มุก\"@4:23",
            "tz:Asia/Bangkok=เวลากรุงเทพ@5:32",
        ])
        #expect(file.entries.map(\.source) == ["Bangkok", nil, nil])
        #expect(file.skipped == [.untranslated: 1])
    }

    @Test func jsonProblemsAreLocated() {
        let json = """
            {
              "a": "x",
              "a": "y",
              "b": 12,
              "c": {"source": "C"},
              "d": {"name": "n", "name": "m"},
              "": "e"
            }
            """
        #expect(TranslationInput.problems(json, as: .json, path: "t.json") == [
            "t.json:3:3: error[duplicate-id]: duplicate id 'a' (first on line 2)",
            "t.json:4:8: error[json-format]: the name of 'b' is a number: expected a string, or an object with \"name\"",
            "t.json:5:8: error[json-format]: 'c' has no \"name\": expected {\"name\": \"…\"}",
            "t.json:6:22: error[duplicate-key]: duplicate key 'name' (first on line 6)",
            "t.json:7:3: error[missing-id]: an empty key: the place id is missing",
        ])
        #expect(TranslationInput.problems("{\"a\": \"x\",}", as: .json, path: "t.json") == [
            "t.json:1:11: error[json-syntax]: expected a string key after ',', found '}' (remove the trailing comma)",
        ])
        #expect(TranslationInput.problems("[\"a\"]", as: .json, path: "t.json") == [
            "t.json:1:1: error[json-format]: the file is an array: expected an object from place id to name",
        ])
    }

    @Test func noInputTraps() {
        for (sample, format) in [(Self.csv, TranslationFormat.csv), (Self.json, .json)] {
            let bytes = Array(sample.utf8)
            for end in 0..<bytes.count {
                _ = TranslationInput.problems(Array(bytes[..<end]), as: format)
            }
        }
    }
}
