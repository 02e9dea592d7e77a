import Foundation
import PlaceNamesCore
import Testing

/// The README's first example, built against PlaceNamesCore alone.
@Suite struct ReadmeExampleTests {
    struct City: Codable {
        var id: String
        @DictionaryWrapper var names: [Language: String]   // a JSON object keyed by "thai", "chinese-traditional"...
    }

    @Test func decodesAndEncodesTheReadmeCity() throws {
        let city = try JSONDecoder().decode(City.self, from: Data(#"""
            {"id": "bangkok", "names": {"thai": "กรุงเทพมหานคร", "chinese-traditional": "曼谷"}}
            """#.utf8))
        #expect(city.names[.thai] == "กรุงเทพมหานคร")
        #expect(city.names[.chineseTraditional] == "曼谷")

        // Key strategies leave language keys alone.
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(city), as: UTF8.self)
                == #"{"id":"bangkok","names":{"chinese-traditional":"曼谷","thai":"กรุงเทพมหานคร"}}"#)
    }

    @Test func parsesLanguagesFromPeople() throws {
        #expect(try Language.parse("zh-TW") == .chineseTraditional)
        #expect(throws: LanguageError.self) { try Language.parse("thia") }
        do {
            _ = try Language.parse("thia")
        } catch {
            #expect(error.description == "unknown language 'thia' — did you mean 'thai'?")
        }
    }

    @Test func readsAShippedCatalogAndNegotiates() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let catalog = try Catalog.read(from: root + "/Catalogs/subdivisions/TH.json")
        let bangkok = try #require(catalog.places.first { $0.id == "iso3166-2:TH-10" })
        #expect(bangkok.names[.japanese]?.preferred == "バンコク")

        let chain = Language.fallbackChain(for: try AcceptLanguage.parse("ja-JP, en;q=0.5"))
        #expect(bangkok.name(in: chain)?.name.preferred == "バンコク")
    }

    @Test func writesCanonicalCatalogBytes() throws {
        let json = #"{"format": "placenames-catalog", "version": 1, "places": [{"id": "bangkok", "kind": "city", "names": {"thai": "กรุงเทพมหานคร", "english": "Bangkok"}}]}"#
        let catalog = try Catalog(jsonBytes: Array(json.utf8), file: "inline.json")
        let again = try Catalog(jsonBytes: try catalog.canonicalJSON())
        #expect(again == catalog)
        #expect(String(decoding: try catalog.canonicalJSON(), as: UTF8.self).contains(#""thai": "กรุงเทพมหานคร""#))
    }
}
