import Foundation
import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/PlaceNamesCore.md (the landing page), run.
enum LandingPageArticle {
    struct City: Codable {
        var id: String
        @DictionaryWrapper var names: [Language: String]   // a JSON object keyed by "thai", "chinese-traditional"...
    }
}

extension LandingPageArticle {
    @Suite struct Run {
        @Test func decodesTheCity() throws {
            let city = try JSONDecoder().decode(City.self, from: Data(#"""
                {"id": "bangkok", "names": {"thai": "กรุงเทพมหานคร", "chinese-traditional": "曼谷"}}
                """#.utf8))
            // city.names[.thai] == "กรุงเทพมหานคร"

            #expect(city.names[.thai] == "กรุงเทพมหานคร")
            #expect(city.names[.chineseTraditional] == "曼谷")
        }
    }
}
