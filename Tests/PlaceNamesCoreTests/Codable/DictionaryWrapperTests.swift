import Foundation
import PlaceNamesCore
import Testing

@Suite struct DictionaryWrapperTests {
    typealias Lang = CodableFixture.Lang
    typealias Place = CodableFixture.Place

    static let bangkok = Place(id: 1, localNames: [
        .english: "Bangkok",
        .thai: "กรุงเทพมหานคร",
        .chineseTraditional: "曼谷",
        .serbianLatin: "Bangkok",
        .oldThai: "บางกอก",
    ])

    static let bangkokNames =
        #"{"chinese-traditional":"曼谷","english":"Bangkok","old_thai":"บางกอก","serbianLatin":"Bangkok","thai":"กรุงเทพมหานคร"}"#

    @Test func encodesAJSONObjectInCodePointOrder() throws {
        let json = try CodableFixture.json(Self.bangkok)
        #expect(json == #"{"id":1,"localNames":"# + Self.bangkokNames + "}")
    }

    @Test(arguments: [
        (JSONEncoder.KeyEncodingStrategy.useDefaultKeys, "localNames"),
        (.convertToSnakeCase, "local_names"),
    ])
    func keysSurviveEncodingStrategies(strategy: JSONEncoder.KeyEncodingStrategy, propertyKey: String) throws {
        let json = try CodableFixture.json(Self.bangkok, CodableFixture.encoder(strategy))
        #expect(json == #"{"id":1,""# + propertyKey + #"":"# + Self.bangkokNames + "}")
    }

    @Test(arguments: [
        (JSONDecoder.KeyDecodingStrategy.useDefaultKeys, "localNames"),
        (.convertFromSnakeCase, "local_names"),
    ])
    func keysSurviveDecodingStrategies(strategy: JSONDecoder.KeyDecodingStrategy, propertyKey: String) throws {
        let json = #"{"id":1,""# + propertyKey + #"":"# + Self.bangkokNames + "}"
        let place = try CodableFixture.decode(Place.self, json, CodableFixture.decoder(strategy))
        #expect(place == Self.bangkok)
    }

    @Test func memberwiseInitializerTakesTheDictionary() throws {
        let names: [Lang: String] = [.thai: "ภูเก็ต"]
        let place = Place(id: 7, localNames: names)
        #expect(place.localNames == names)
        #expect(place.$localNames == DictionaryWrapper(wrappedValue: names))
    }

    @Test func roundTripsByteForByte() throws {
        let json = #"{"id":1,"localNames":"# + Self.bangkokNames + "}"
        let place = try CodableFixture.decode(Place.self, json)
        #expect(try CodableFixture.json(place) == json)
    }

    @Test func unknownKeyFailsAtThatKeyWithASuggestion() throws {
        let json = #"{"id":1,"localNames":{"english":"Bangkok","thia":"กรุงเทพมหานคร"}}"#
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Place.self, json)
        })
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.rendered == "localNames.thia")
        #expect(context.codingPath.last?.stringValue == "thia")
        #expect(context.debugDescription == "unknown key 'thia' — did you mean 'thai' or 'tai'?")
    }

    @Test func unknownKeyInsideAnArrayNamesTheElement() throws {
        let json = #"[{"id":1,"localNames":{"thai":"ก"}},{"id":2,"localNames":{"chinese":"曼谷"}}]"#
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode([Place].self, json)
        })
        #expect(error.summary
            == "[1].localNames.chinese: unknown key 'chinese' — did you mean 'chinese-simplified' or 'chinese-traditional'?")
    }

    @Test func severalUnknownKeysNameTheFirstInCodePointOrder() throws {
        let json = #"{"id":1,"localNames":{"zulu":"x","klingon":"y","english":"z"}}"#
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Place.self, json)
        })
        #expect(error.summary == "localNames.klingon: unknown key 'klingon'")
    }

    @Test func undecodableValueFailsStrictDecodingAtThatValue() throws {
        let json = #"{"id":1,"localNames":{"english":"Bangkok","thai":42}}"#
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Place.self, json)
        })
        #expect(error.summary == "localNames.thai: Expected to decode String but found number instead.")
    }

    @Test func lossyModeSkipsAndReportsEveryBadMember() throws {
        let json = #"""
            [{"id":1,"localNames":{"english":"Bangkok","thia":"กรุงเทพมหานคร","japanese":null,"tai":7}},
             {"id":2,"localNames":{"Thai":"เชียงใหม่","english":"Chiang Mai"}}]
            """#
        let report = DecodingReport()
        let places = try CodableFixture.decode([Place].self, json, CodableFixture.decoder(report: report))
        #expect(places == [
            Place(id: 1, localNames: [.english: "Bangkok"]),
            Place(id: 2, localNames: [.english: "Chiang Mai"]),
        ])
        #expect(report.skipped.map(\.description) == [
            "[0].localNames.japanese: Cannot get value of type String -- found null value instead",
            "[0].localNames.tai: Expected to decode String but found number instead.",
            "[0].localNames.thia: unknown key 'thia' — did you mean 'thai' or 'tai'?",
            "[1].localNames.Thai: unknown key 'Thai' — did you mean 'thai' or 'tai'?",
        ])
        #expect(report.skipped.map(\.key) == ["japanese", "tai", "thia", "Thai"])
        #expect(report.skipped.allSatisfy { $0.index == nil })
        #expect(report.skipped[3].path == CodingPath([.index(1), .key("localNames"), .key("Thai")]))
    }

    @Test func lossyModeReportsTheFailurePathInsideAValue() throws {
        struct Label: Codable, Equatable { var text: String }
        struct Labelled: Codable, Equatable { @DictionaryWrapper var labels: [CodableFixture.Lang: Label] }
        let json = #"{"labels":{"english":{"text":"Bangkok"},"japanese":{"text":5},"thai":{"txt":"กรุงเทพฯ"}}}"#
        let report = DecodingReport()
        let value = try CodableFixture.decode(Labelled.self, json, CodableFixture.decoder(report: report))
        #expect(value.labels == [.english: Label(text: "Bangkok")])
        #expect(report.skipped.map(\.description) == [
            "labels.japanese: Expected to decode String but found number instead. (at labels.japanese.text)",
            "labels.thai: missing key 'text'",
        ])
    }

    @Test func cleanLossyDecodingReportsNothing() throws {
        let report = DecodingReport()
        let json = #"{"id":1,"localNames":"# + Self.bangkokNames + "}"
        let place = try CodableFixture.decode(Place.self, json, CodableFixture.decoder(report: report))
        #expect(place == Self.bangkok)
        #expect(report.isEmpty)
    }

    @Test func missingOrNullPropertyDecodesEmptyAndEncodesAsEmptyObject() throws {
        let missing = try CodableFixture.decode(Place.self, #"{"id":3}"#)
        let null = try CodableFixture.decode(Place.self, #"{"id":3,"localNames":null}"#)
        #expect(missing.localNames.isEmpty)
        #expect(null.localNames.isEmpty)
        #expect(try CodableFixture.json(missing) == #"{"id":3,"localNames":{}}"#)
    }

    @Test func notAnObjectFailsEvenInLossyMode() throws {
        let json = #"{"id":1,"localNames":["english","Bangkok"]}"#
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Place.self, json, CodableFixture.decoder(report: DecodingReport()))
        })
        #expect(error.codingPath.rendered == "localNames")
    }

    @Test func intRawValuesAreDecimalObjectKeys() throws {
        struct Divisions: Codable, Equatable {
            @DictionaryWrapper var terms: [CodableFixture.Level: String]
        }
        let divisions = Divisions(terms: [.province: "จังหวัด", .district: "อำเภอ", .subdistrict: "ตำบล"])
        let json = try CodableFixture.json(divisions)
        #expect(json == #"{"terms":{"1":"จังหวัด","2":"อำเภอ","3":"ตำบล"}}"#)
        #expect(try CodableFixture.decode(Divisions.self, json) == divisions)

        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Divisions.self, #"{"terms":{"01":"จังหวัด"}}"#)
        })
        #expect(error.summary == "terms.01: unknown key '01' — did you mean '0', '1' or '2'?")

        let report = DecodingReport()
        let lossy = try CodableFixture.decode(
            Divisions.self, #"{"terms":{"1":"จังหวัด","2":2,"9":"?"}}"#, CodableFixture.decoder(report: report)
        )
        #expect(lossy.terms == [.province: "จังหวัด"])
        #expect(report.skipped.map(\.description) == [
            "terms.2: Expected to decode String but found number instead.",
            "terms.9: unknown key '9' — did you mean '0', '1' or '2'?",
        ])
    }

    @Test func keysWithoutAListOfValuesGetNoSuggestions() throws {
        struct Tagged: Codable { @DictionaryWrapper var tags: [CodableFixture.Tag: Int] }
        let tagged = try CodableFixture.decode(Tagged.self, #"{"tags":{"tag-a":1}}"#)
        #expect(tagged.tags == [CodableFixture.Tag(rawValue: "tag-a")!: 1])
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Tagged.self, #"{"tags":{"tag-a":1,"tga-b":2}}"#)
        })
        #expect(error.summary == "tags.tga-b: unknown key 'tga-b'")
    }

    @Test func wrapperItselfCodesAsTheObject() throws {
        let names: DictionaryWrapper<CodableFixture.Lang, String> = [.thai: "ภูเก็ต", .english: "Phuket"]
        let json = try CodableFixture.json(names)
        #expect(json == #"{"english":"Phuket","thai":"ภูเก็ต"}"#)
        #expect(try CodableFixture.decode(DictionaryWrapper<CodableFixture.Lang, String>.self, json) == names)
    }
}

@Suite struct DictionaryWrapperSuggestionTests {
    /// A key type with its own notion of closeness: region codes suggest their language.
    enum Script: String, CaseIterable, KeySuggesting {
        case latin = "Latn"
        case thai = "Thai"
        case han = "Hani"

        static func suggestions(for text: String, limit: Int) -> [Script] {
            text.hasPrefix("th") ? [.thai] : [.latin, .han].prefix(limit).map { $0 }
        }
    }

    struct Samples: Codable { @DictionaryWrapper var samples: [Script: String] }

    @Test func keySuggestingTypesChooseTheirOwnSuggestions() throws {
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(Samples.self, #"{"samples":{"th-TH":"ไทย","Latn":"Thai"}}"#)
        })
        #expect(error.summary == "samples.th-TH: unknown key 'th-TH' — did you mean 'Thai'?")
    }

    @Test func repeatedUnknownKeysGetTheSameMessage() throws {
        let report = DecodingReport()
        let json = #"[{"samples":{"Cyrl":"Ѓ"}},{"samples":{"Cyrl":"Ж"}}]"#
        let decoded = try CodableFixture.decode([Samples].self, json, CodableFixture.decoder(report: report))
        #expect(decoded.map(\.samples.isEmpty) == [true, true])
        #expect(report.skipped.map(\.description) == [
            "[0].samples.Cyrl: unknown key 'Cyrl' — did you mean 'Latn' or 'Hani'?",
            "[1].samples.Cyrl: unknown key 'Cyrl' — did you mean 'Latn' or 'Hani'?",
        ])
    }
}

@Suite struct DictionaryWrapperDecodedObjectTests {
    typealias Names = DictionaryWrapper<CodableFixture.Lang, String>

    @Test func strictRejectsTheUnknownKeyAtItsPath() throws {
        let error = try #require(CodableFixture.decodingError {
            _ = try Names(decodedObject: ["thai": "ก", "englsh": "B"], codingPath: [DynamicCodingKey("names")])
        })
        #expect(error.summary == "names.englsh: unknown key 'englsh' — did you mean 'english'?")
    }

    @Test func lossyRecordsUnknownKeys() throws {
        let report = DecodingReport()
        let names = try Names(
            decodedObject: ["thai": "ก", "zz": "?", "englsh": "B"], codingPath: [DynamicCodingKey("names")],
            report: report
        )
        #expect(names.wrappedValue == [.thai: "ก"])
        #expect(report.skipped.map(\.description) == [
            "names.englsh: unknown key 'englsh' — did you mean 'english'?",
            "names.zz: unknown key 'zz'",
        ])
    }
}
