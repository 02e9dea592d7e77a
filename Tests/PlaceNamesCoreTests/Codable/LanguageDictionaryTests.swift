import Foundation
import PlaceNamesCore
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

/// Pattern keys mapped to real languages through their BCP 47 tags.
@Suite struct LanguagePatternKeyTests {
    @Test func naturalEarthColumnsByTag() throws {
        let json = #"""
            {"NAME":"Bangkok","NAMEASCII":"Bangkok","NAME_EN":"Bangkok","NAME_DE":"Bangkok","NAME_ES":null,
             "NAME_PT":"Banguecoque","NAME_RU":"Бангкок","NAME_ZH":"曼谷","NAME_XX":"?"}
            """#
        let keys = try JSONDecoder().decode(DynamicKeys.self, from: Data(json.utf8)).keys
        let names = try keys.decodeValues(matching: .word("NAME", separators: "_"), as: String.self) {
            Language(bcp47: String($0))
        }
        #expect(names.values == [
            .english: "Bangkok", .german: "Bangkok", .portuguese: "Banguecoque", .russian: "Бангкок",
            .chineseSimplified: "曼谷",
        ])
        #expect(names.unmapped == ["NAME_XX"])
    }

    @Test func osmTagsByTagWithScriptAndRegion() throws {
        let json = #"""
            {"name":"กรุงเทพมหานคร","name:th":"กรุงเทพมหานคร","name:en":"Bangkok","name:zh-Hant":"曼谷",
             "name:zh-TW":"曼谷市","name:zh-Hans":"曼谷","name:sr-Latn":"Bangkok","alt_name:en":"Krung Thep"}
            """#
        let keys = try JSONDecoder().decode(DynamicKeys.self, from: Data(json.utf8)).keys
        let names = try keys.decodeValues(matching: .prefix("name:"), as: String.self) { Language(bcp47: String($0)) }
        #expect(names.values == [
            .thai: "กรุงเทพมหานคร", .english: "Bangkok", .chineseTraditional: "曼谷", .chineseSimplified: "曼谷",
            .serbianLatin: "Bangkok",
        ])
        #expect(names.duplicates == ["name:zh-TW"])
    }
}
