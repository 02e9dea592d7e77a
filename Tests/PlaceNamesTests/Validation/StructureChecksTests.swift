import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The file-level and structural checks, each on a small broken catalog, with exact diagnostics.
@Suite struct StructureChecksTests {
    @Test func everyStructuralProblemOfAFileIsReportedWithItsLocation() {
        let json = """
            {
              "format": "placenames-catalog",
              "version": 2,
              "metdata": {},
              "places": [
                {"kind": "city", "names": {"english": "A"}},
                {"id": 7, "kind": "city", "names": {}},
                {"id": "x", "knd": "city", "names": {"thia": "B", "th": "C", "english": 5, "french": {"preferd": "D"}}},
                "oops",
                {"id": "y", "kind": "city", "names": {"english": "E", "english": "F"}}
              ]
            }

            """
        let result = ValidationFixtures.result(json, file: "structure.json")
        #expect(result.diagnostics.map(\.description) == [
            "structure.json:3:14: error[unsupported-version]: catalog format version 2 is not supported (this tool reads 1...1)",
            "structure.json:4:3: error[unknown-field]: unknown catalog field 'metdata' — did you mean 'metadata'?",
            "structure.json:6:5: error[missing-id]: a place has no \"id\"",
            "structure.json:7:12: error[wrong-type]: a place \"id\" must be a string, found the number 7",
            "structure.json:7:40: warning[no-names]: the place has no names",
            "structure.json:8:5: error[missing-field]: the place has no \"kind\" (such as \"city\" or \"region\")",
            "structure.json:8:17: error[unknown-field]: unknown place field 'knd' — did you mean 'kind' or 'id'?",
            "structure.json:8:42: error[unknown-language]: unknown language 'thia' — did you mean 'thai'?",
            "structure.json:8:55: error[unknown-language]: unknown language 'th' — names are keyed by language name: write 'thai'",
            "structure.json:8:77: error[wrong-type]: the english name must be a string or an object with \"preferred\", found the number 5",
            "structure.json:8:90: error[missing-field]: the french name has no \"preferred\" form",
            "structure.json:8:91: error[unknown-field]: unknown name field 'preferd' — did you mean 'preferred'?",
            "structure.json:9:5: error[wrong-type]: a place must be an object with an \"id\", found a string",
            "structure.json:10:59: error[duplicate-key]: the english name appears twice; only one would be kept",
        ])
        #expect(result.summary == "13 errors, 1 warning in 1 file, 4 places checked")
        #expect(result.failed(at: .error))
        #expect(result.diagnostics.first { $0.code == "wrong-type" && $0.line == 8 }?.place == "x")
        #expect(result.diagnostics.first { $0.code == "duplicate-key" }?.language == "english")
    }

    /// A key written twice loses a value in every JSON reader; the validator says so wherever it happens.
    @Test func aKeyWrittenTwiceIsReportedInEveryObjectOfTheCatalog() {
        let json = """
            {"format": "placenames-catalog", "version": 1,
             "metadata": {"generatedBy": "a", "generatedBy": "b", "sources": [{"name": "A", "name": "B"}]},
             "places": [
              {"id": "x", "kind": "city", "coordinate": {"latitude": 1, "latitude": 2, "longitude": 3},
               "codes": {"iata": "BKK", "iata": "DMK"}, "names": {"thai": {"preferred": "ก", "preferred": "ข"}}}
            ]}

            """
        #expect(ValidationFixtures.lines(json, file: "twice.json") == [
            "twice.json:2:35: error[duplicate-key]: metadata field 'generatedBy' appears twice",
            "twice.json:2:81: error[duplicate-key]: source field 'name' appears twice",
            "twice.json:4:61: error[duplicate-key]: coordinate field 'latitude' appears twice",
            "twice.json:5:29: error[duplicate-key]: the code \"iata\" appears twice; only one would be kept",
            "twice.json:5:82: error[duplicate-key]: name field 'preferred' appears twice",
        ])
    }

    @Test func notJSONIsOneErrorAtTheSyntaxErrorsLineAndColumn() {
        let lines = ValidationFixtures.lines("{\"format\": \"placenames-catalog\",\n  \"places\": [1, 2,]\n}\n",
                                             file: "broken.json")
        #expect(lines == [
            "broken.json:2:19: error[not-json]: not JSON: expected a value after ',', found ']' (remove the trailing comma)",
        ])
    }

    @Test(arguments: [
        ("[1, 2]\n", "a.json:1:1: error[not-a-catalog]: not a catalog: expected an object with \"format\": \"placenames-catalog\", found an array"),
        ("{\"type\": \"FeatureCollection\"}", "a.json:1:1: error[not-a-catalog]: not a catalog: the object has no \"format\": \"placenames-catalog\" member"),
        ("{\"format\": \"geojson\"}", "a.json:1:12: error[not-a-catalog]: not a catalog: \"format\" is \"geojson\", expected \"placenames-catalog\""),
    ])
    func valueJSONThatIsNotACatalogIsOneError(json: String, expected: String) {
        #expect(ValidationFixtures.lines(json, file: "a.json") == [expected])
    }

    @Test func duplicateIDsAcrossFilesPointAtTheFirst() throws {
        let folder = try ValidationFixtures.temporaryFolder()
        let place = { (name: String) in
            ValidationFixtures.catalog(ValidationFixtures.place("iso3166-1:TH", "\"english\": \"\(name)\""))
        }
        try place("Thailand").write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try place("Siam").write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        let result = CatalogValidator().validate(files: try CatalogFiles.find([folder]))
        #expect(result.diagnostics.map(\.description) == [
            "\(folder)/b.json:6:13: error[duplicate-id]: duplicate id 'iso3166-1:TH': another place has it at \(folder)/a.json:6:13",
        ])
        #expect(result.summary == "1 error, 0 warnings in 2 files, 2 places checked")
    }

    @Test func aDuplicateIDWithinAFileIsReportedAtTheSecondPlace() {
        let json = ValidationFixtures.catalog([
            ValidationFixtures.place("x", "\"english\": \"Ayutthaya\""),
            ValidationFixtures.place("x", "\"english\": \"Lopburi\""),
        ].joined(separator: ",\n"))
        #expect(ValidationFixtures.lines(json) == [
            "t.json:14:13: error[duplicate-id]: duplicate id 'x': another place has it at t.json:6:13",
        ])
    }

    @Test func aCleanCatalogHasNoFindings() {
        let json = ValidationFixtures.catalog(ValidationFixtures.place(
            "iso3166-2:TH-10", "\"english\": \"Bangkok\",\n        \"thai\": {\"preferred\": \"กรุงเทพมหานคร\", \"short\": [\"กรุงเทพฯ\"]}",
            kind: "region"))
        let result = ValidationFixtures.result(json)
        #expect(result.diagnostics.isEmpty)
        #expect(result.summary == "0 errors, 0 warnings in 1 file, 1 place checked")
        #expect(result.nameCount == 3)
        #expect(!result.failed(at: .info))
    }
}
