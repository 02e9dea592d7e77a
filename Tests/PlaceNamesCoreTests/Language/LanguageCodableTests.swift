import Foundation
import Testing
import PlaceNamesCore

@Suite struct LanguageCodableTests {
    @Test func encodesAsItsRawValue() throws {
        let data = try JSONEncoder().encode([Language.chineseTraditional, .thai])
        #expect(String(decoding: data, as: UTF8.self) == #"["chinese-traditional","thai"]"#)
    }

    @Test func dictionaryKeyedByLanguageIsAJSONObject() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let names: [Language: String] = [.thai: "กรุงเทพมหานคร", .english: "Bangkok"]
        let data = try encoder.encode(names)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json == #"{"english":"Bangkok","thai":"กรุงเทพมหานคร"}"#)
        #expect(try JSONDecoder().decode([Language: String].self, from: data) == names)
    }

    @Test func decodingAnUnknownNameSaysWhatWasMeant() throws {
        let json = Data(#"["thai","thia"]"#.utf8)
        do {
            _ = try JSONDecoder().decode([Language].self, from: json)
            Issue.record("decoded an unknown language")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "unknown language 'thia' — did you mean 'thai'?")
            #expect(context.codingPath.map(\.intValue) == [1])
        }
    }

    @Test func filesUseRawValuesNotTags() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Language].self, from: Data(#"["th"]"#.utf8))
        }
    }
}
