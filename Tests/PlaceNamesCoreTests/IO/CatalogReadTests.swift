import Foundation
import Testing
import PlaceNamesCore

/// Reading a broken catalog names the file, line, column, coding path and what was expected.
@Suite struct CatalogReadTests {
    private func readError(_ json: String) -> String {
        do {
            _ = try Catalog(jsonBytes: Array(json.utf8), file: "Catalogs/test.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func unknownLanguageNamesKeyPathAndSuggestion() {
        let json = """
            {
              "format": "placenames-catalog",
              "version": 1,
              "places": [
                {"id": "a", "kind": "city", "names": {"thai": "กรุงเทพ", "thia": "x"}}
              ]
            }
            """
        #expect(readError(json) == "Catalogs/test.json:5:62: places[0].names.thia: unknown key 'thia' — did you mean 'thai'?")
    }

    @Test func wrongTypeSaysWhatWasExpected() {
        let json = """
            {
              "format": "placenames-catalog",
              "version": 1,
              "places": [
                {"id": 12, "kind": "city"}
              ]
            }
            """
        #expect(readError(json) == "Catalogs/test.json:5:12: places[0].id: expected a string, found a number")
    }

    @Test func syntaxErrorPointsAtTheToken() {
        let json = """
            {
              "format": "placenames-catalog",
              "places": [
                {"id": "กรุงเทพ", "kind": "city",}
              ]
            }
            """
        #expect(readError(json) == "Catalogs/test.json:4:38: expected a string key after ',', found '}' (remove the trailing comma)")
    }

    @Test func aJSONFileThatIsNotACatalogSaysSo() {
        #expect(readError(#"{"places": []}"#) == #"Catalogs/test.json:1:1: not a PlaceNames catalog: expected "format": "placenames-catalog""#)
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: CatalogReadError.self) { try Catalog.read(from: "/nonexistent/catalog.json") }
    }
}
