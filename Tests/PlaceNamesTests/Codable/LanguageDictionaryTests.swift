import Foundation
import PlaceNames
import Testing

/// `DictionaryWrapper` with the real `Language` keys.
@Suite struct LanguageDictionaryTests {
    struct Place: Codable, Equatable {
        var placeID: String
        @DictionaryWrapper var localNames: [Language: String]
    }

    struct PlainPlace: Codable, Equatable {
        var placeID: String
        var localNames: [Language: String]
    }

    static let names: [Language: String] = [
        .thai: "กรุงเทพมหานคร", .english: "Bangkok", .chineseTraditional: "曼谷", .serbianLatin: "Bangkok",
    ]

    static let namesJSON = #"{"chinese-traditional":"曼谷","english":"Bangkok","serbian-latin":"Bangkok","thai":"กรุงเทพมหานคร"}"#

    @Test(arguments: [
        (JSONEncoder.KeyEncodingStrategy.useDefaultKeys, #"{"localNames":"#, #","placeID":"bangkok"}"#),
        (.convertToSnakeCase, #"{"local_names":"#, #","place_id":"bangkok"}"#),
        (.convertToUpperSnakeCase, #"{"LOCAL_NAMES":"#, #","PLACE_ID":"bangkok"}"#),
        (.convertToPascalCase, #"{"LocalNames":"#, #","PlaceID":"bangkok"}"#),
    ])
    func languageKeysSurviveEncodingStrategies(
        strategy: JSONEncoder.KeyEncodingStrategy, head: String, tail: String
    ) throws {
        let json = try CodableFixture.json(Place(placeID: "bangkok", localNames: Self.names), CodableFixture.encoder(strategy))
        #expect(json == head + Self.namesJSON + tail)
    }

    @Test(arguments: [
        (JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase, "local_names", "placeID"),
        (.convertFromKebabCase, "local-names", "place-iD"),
        (.convertFromPascalCase, "LocalNames", "PlaceID"),
    ])
    func languageKeysSurviveDecodingStrategies(
        strategy: JSONDecoder.KeyDecodingStrategy, namesKey: String, idKey: String
    ) throws {
        let json = #"{""# + namesKey + #"":"# + Self.namesJSON + #",""# + idKey + #"":"bangkok"}"#
        let place = try CodableFixture.decode(Place.self, json, CodableFixture.decoder(strategy))
        #expect(place == Place(placeID: "bangkok", localNames: Self.names))
    }

    @Test func languageKeysSurviveUpperSnakeCase() throws {
        struct Record: Codable { var placeId: String; @DictionaryWrapper var localNames: [Language: String] }
        let json = #"{"LOCAL_NAMES":"# + Self.namesJSON + #","PLACE_ID":"bangkok"}"#
        let record = try CodableFixture.decode(Record.self, json, CodableFixture.decoder(.convertFromUpperSnakeCase))
        #expect(record.localNames == Self.names)
        #expect(try CodableFixture.json(record, CodableFixture.encoder(.convertToUpperSnakeCase)) == json)
    }

    @Test func aPlainLanguageDictionaryIsRewrittenByKeyStrategies() throws {
        // Without the wrapper, `[Language: V]` keys go through the strategy: `chinese-traditional` is lost.
        let json = #"{"local-names":{"chinese-traditional":"曼谷","thai":"กรุงเทพมหานคร"},"place-iD":"bangkok"}"#
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(PlainPlace.self, json, CodableFixture.decoder(.convertFromKebabCase))
        })
        #expect(error.summary == "localNames.chineseTraditional: Could not convert key to type Language")
    }

    @Test func unknownLanguageSuggestsLanguages() throws {
        let json = #"{"placeID":"bangkok","localNames":{"english":"Bangkok","thia":"กรุงเทพมหานคร"}}"#
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Place.self, json)
        })
        #expect(error.summary == "localNames.thia: unknown key 'thia' — did you mean 'thai'?")
    }

    @Test func lossyLanguageDecodingReportsTagsAndTypos() throws {
        let json = #"{"placeID":"bangkok","localNames":{"english":"Bangkok","th":"กรุงเทพฯ","chinese":"曼谷","thai":"กรุงเทพมหานคร"}}"#
        let report = DecodingReport()
        let place = try CodableFixture.decode(Place.self, json, CodableFixture.decoder(report: report))
        #expect(place.localNames == [.english: "Bangkok", .thai: "กรุงเทพมหานคร"])
        #expect(report.skipped.map(\.description) == [
            "localNames.chinese: unknown key 'chinese' — did you mean 'chinese-simplified' or 'chinese-traditional'?",
            "localNames.th: unknown key 'th' — did you mean 'thai'?",
        ])
    }
}
