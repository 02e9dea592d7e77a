import Foundation
import Testing
import PlaceNames

/// The library example in README.md, kept true by running it.
@Suite struct ReadmeExampleTests {
    struct City: Codable {
        var id: String
        @DictionaryWrapper var names: [Language: String]
    }

    @Test func languageKeyedNamesAreAJSONObject() throws {
        let json = #"{"id": "bangkok", "names": {"thai": "กรุงเทพมหานคร", "chinese-traditional": "曼谷"}}"#
        let city = try JSONDecoder().decode(City.self, from: Data(json.utf8))
        #expect(city.names[.thai] == "กรุงเทพมหานคร")

        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(city), as: UTF8.self)
                == #"{"id":"bangkok","names":{"chinese-traditional":"曼谷","thai":"กรุงเทพมหานคร"}}"#)
    }

    @Test func languagesFromPeople() throws {
        #expect(try Language.parse("zh-TW") == .chineseTraditional)
        #expect(try Language.parse("TH_th") == .thai)
        #expect(throws: LanguageError.self) { try Language.parse("thia") }
        #expect((try? Language.parse("thia")) == nil)
        do { _ = try Language.parse("thia") } catch { #expect(error.description == "unknown language 'thia' — did you mean 'thai'?") }
    }

    @Test func shippedCatalogAndICU() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let catalog = try Catalog.read(from: root + "/Catalogs/subdivisions/TH.json")
        let bangkok = try #require(catalog.places.first { $0.id == "iso3166-2:TH-10" })
        #expect(bangkok.names[.thai]?.preferred == "กรุงเทพมหานคร")
        #expect(bangkok.names[.japanese]?.preferred == "バンコク")

        let thai = try Collator.shared(for: .thai)
        #expect(thai.sorted(["เขา", "ขา", "ไก่", "กา"]) == ["กา", "ไก่", "ขา", "เขา"])
        #expect(SearchKey("กรุงเทพมหานคร").matches("krung thep"))
    }
}
