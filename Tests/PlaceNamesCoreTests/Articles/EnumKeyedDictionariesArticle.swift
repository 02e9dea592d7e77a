import Foundation
import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/EnumKeyedDictionaries.md, run. ArticleCodeTests checks that every
// ```swift block of the article appears here verbatim.
enum EnumKeyedDictionariesArticle {
    enum Lang: String, Codable, CaseIterable {
        case english, thai
        case chineseTraditional = "chinese-traditional"
    }

    struct PlainCity: Codable {
        var names: [Lang: String]
    }

    struct City: Codable {
        @DictionaryWrapper var names: [Lang: String]
    }
}

extension EnumKeyedDictionariesArticle {
    @Suite struct Run {
        @Test func swiftWritesAnArray() throws {
            let plain = PlainCity(names: [.thai: "กรุงเทพมหานคร"])
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = String(decoding: try encoder.encode(plain), as: UTF8.self)
            // {"names":["thai","กรุงเทพมหานคร"]}

            #expect(json == #"{"names":["thai","กรุงเทพมหานคร"]}"#)
        }

        @Test func theWrapperWritesAnObject() throws {
            let city = City(names: [.thai: "กรุงเทพมหานคร", .chineseTraditional: "曼谷"])
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = String(decoding: try encoder.encode(city), as: UTF8.self)
            // {"names":{"chinese-traditional":"曼谷","thai":"กรุงเทพมหานคร"}}

            let decoded = try JSONDecoder().decode(City.self, from: Data(json.utf8))
            // decoded.names[.chineseTraditional] == "曼谷"

            #expect(json == #"{"names":{"chinese-traditional":"曼谷","thai":"กรุงเทพมหานคร"}}"#)
            #expect(decoded.names == city.names)
            #expect(decoded.names[.chineseTraditional] == "曼谷")
        }

        @Test func anUnknownKeyIsNamed() throws {
            let typo = Data(#"{"names": {"thia": "กรุงเทพมหานคร"}}"#.utf8)
            var message = ""
            do {
                _ = try JSONDecoder().decode(City.self, from: typo)
            } catch DecodingError.dataCorrupted(let context) {
                message = context.debugDescription
                // unknown key 'thia' — did you mean 'thai'?
                // context.codingPath ends with "names", "thia"
            }

            #expect(message == "unknown key 'thia' — did you mean 'thai'?")
        }

        @Test func theLibrarysOwnLanguage() throws {
            struct Town: Codable {
                @DictionaryWrapper var names: [Language: String]
            }
            let town = try JSONDecoder().decode(Town.self, from: Data(#"{"names": {"serbian-latin": "Beograd"}}"#.utf8))
            // town.names[.serbianLatin] == "Beograd"

            #expect(town.names[.serbianLatin] == "Beograd")
        }
    }
}
