import Foundation
import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/ReadingCatalogs.md, run.
enum ReadingCatalogsArticle {
    struct Airport: Decodable {
        var iata: String
        @DictionaryWrapper var names: [Language: String]
    }
}

extension ReadingCatalogsArticle {
    @Suite struct Run {
        @Test func aCatalogErrorPointsAtTheKey() throws {
            let json = """
                {
                  "format": "placenames-catalog",
                  "version": 1,
                  "places": [
                    {"id": "bangkok", "kind": "city",
                     "names": {"thai": "กรุงเทพมหานคร", "thia": "กรุงเทพฯ"}}
                  ]
                }
                """
            var message = ""
            do {
                _ = try Catalog(jsonBytes: Array(json.utf8), file: "cities.json")
            } catch {
                message = error.description
                // cities.json:6:41: places[0].names.thia: unknown key 'thia' — did you mean 'thai'?
            }

            #expect(message == "cities.json:6:41: places[0].names.thia: unknown key 'thia' — did you mean 'thai'?")
        }

        @Test func aSyntaxErrorPointsAtTheToken() throws {
            let json = """
                {"format": "placenames-catalog", "version": 1, "places": [
                  {"id": "bangkok", "kind": "city", "names": {"thai": "กรุงเทพมหานคร",}}
                ]}
                """
            var message = ""
            do {
                _ = try Catalog(jsonBytes: Array(json.utf8), file: "cities.json")
            } catch .syntax(let error) {
                message = error.description
                // cities.json:2:71: expected a string key after ',', found '}' (remove the trailing comma)
            } catch {
                message = "not a syntax error: \(error)"
            }

            #expect(message == "cities.json:2:71: expected a string key after ',', found '}' (remove the trailing comma)")
        }

        @Test func readingAFile() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reading-catalogs-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }

            let catalog = Catalog(places: [
                Place(id: "bangkok", kind: .city, names: [.thai: "กรุงเทพมหานคร", .english: "Bangkok"]),
            ])
            let path = folder.appendingPathComponent("cities.json").path
            try catalog.write(to: path)              // canonical JSON, written atomically
            let again = try Catalog.read(from: path)
            // again == catalog
            let bangkok = again.places.first { $0.id == "bangkok" }
            // bangkok?.names[.thai]?.preferred == "กรุงเทพมหานคร"

            #expect(again == catalog)
            #expect(bangkok?.names[.thai]?.preferred == "กรุงเทพมหานคร")
        }

        @Test func yourOwnTypesWithLocations() throws {
            let json = #"""
                [
                  {"iata": "BKK", "names": {"thai": "สุวรรณภูมิ"}},
                  {"iata": 7, "names": {}}
                ]
                """#
            var message = ""
            do {
                _ = try LocatingJSONDecoder().decode([Airport].self, from: Array(json.utf8))
            } catch let error as JSONDecodingError {
                message = "\(error.location): \(error.message)"
                // 3:12: [1].iata: expected a string, found a number
            }

            #expect(message == "3:12: [1].iata: expected a string, found a number")
        }
    }
}
