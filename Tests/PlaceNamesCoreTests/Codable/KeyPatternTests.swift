import Foundation
import PlaceNamesCore
import Testing

@Suite struct KeyPatternTests {
    /// Two-letter codes as the data sets write them, with Chinese script variants as OSM does.
    enum Code: String, CaseIterable, Sendable {
        case en, de, es, fr, pt, ru, zh, th, ja
        case zhHant = "zh-Hant"
        case zhHans = "zh-Hans"
    }

    /// Maps a key suffix to a `Code` ignoring ASCII case for the language part (`ZH`, `zh`, `zh-Hant`).
    static func code(_ suffix: Substring) -> Code? {
        let parts = suffix.split(separator: "-", maxSplits: 1)
        guard let language = parts.first else { return nil }
        let lowered = String(language).lowercased()
        return Code(rawValue: parts.count == 2 ? lowered + "-" + parts[1] : lowered)
    }

    @Test func suffixesOfTheThreeShapes() {
        let word = KeyPattern.word("name")
        #expect(word.suffix(of: "name:th") == "th")
        #expect(word.suffix(of: "name_en") == "en")
        #expect(word.suffix(of: "NAME_ZH") == "ZH")
        #expect(word.suffix(of: "name:zh-Hant") == "zh-Hant")
        #expect(word.suffix(of: "NAMEASCII") == nil)
        #expect(word.suffix(of: "name") == nil)
        #expect(word.suffix(of: "name:") == nil)
        #expect(word.suffix(of: "nam") == nil)
        #expect(word.suffix(of: "alt_name:th") == nil)
        let prefix = KeyPattern.prefix("name:")
        #expect(prefix.suffix(of: "name:th") == "th")
        #expect(prefix.suffix(of: "NAME:th") == nil)
        #expect(prefix.suffix(of: "name_th") == nil)
        #expect(KeyPattern.prefix("name:", ignoringCase: true).suffix(of: "NAME:th") == "th")
        #expect(KeyPattern.word("name", separators: "_").description == "name[_]… (case ignored)")
    }

    /// A Natural Earth `properties` object: a few fixed columns and the `NAME_XX` family.
    struct NaturalEarthPlace: Decodable {
        var name: String
        var names: PatternKeyedValues<Code, String>

        enum CodingKeys: String, CodingKey { case name = "NAME" }

        init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
            names = try decoder.container(keyedBy: DynamicCodingKey.self)
                .decodeValues(matching: .word("NAME", separators: "_"), as: String.self, keyedBy: KeyPatternTests.code)
        }
    }

    @Test func naturalEarthNameColumnsSkippingNullsAndEmpties() throws {
        let json = #"""
            {"NAME":"Chiang Mai","NAMEPAR":null,"NAMEALT":"","NAMEASCII":"Chiang Mai","LS_NAME":"Chiang Mai",
             "NAME_EN":"Chiang Mai","NAME_DE":"Chiang Mai","NAME_ES":null,"NAME_FR":"","NAME_PT":"Chiang Mai",
             "NAME_RU":"Чиангмай","NAME_ZH":"清邁","NAME_XX":"?","POP_MAX":1000}
            """#
        let place = try CodableFixture.decode(NaturalEarthPlace.self, json)
        #expect(place.name == "Chiang Mai")
        #expect(place.names.values == [
            .en: "Chiang Mai", .de: "Chiang Mai", .pt: "Chiang Mai", .ru: "Чиангмай", .zh: "清邁",
        ])
        #expect(place.names.unmapped == ["NAME_XX"])
        #expect(place.names.duplicates.isEmpty)
    }

    @Test func thaiAdminNameColumnsByRawValue() throws {
        struct Province: Decodable {
            var id: Int
            var names: PatternKeyedValues<Code, String>
            enum CodingKeys: String, CodingKey { case id }
            init(from decoder: any Decoder) throws {
                id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
                names = try decoder.container(keyedBy: DynamicCodingKey.self)
                    .decodeValues(matching: .prefix("name_"), as: String.self, keyedBy: Code.self)
            }
        }
        let json = #"""
            [{"id":1,"name_th":"กรุงเทพมหานคร","name_en":"Bangkok","geography_id":2,"deleted_at":null},
             {"id":38,"name_th":"เชียงใหม่","name_en":"Chiang Mai","geography_id":1,"deleted_at":null}]
            """#
        let provinces = try CodableFixture.decode([Province].self, json)
        #expect(provinces.map(\.id) == [1, 38])
        #expect(provinces.map(\.names.values) == [
            [.th: "กรุงเทพมหานคร", .en: "Bangkok"], [.th: "เชียงใหม่", .en: "Chiang Mai"],
        ])
    }

    @Test func osmTagsWithScriptVariantsUnmappedAndDuplicates() throws {
        let json = #"""
            {"name":"กรุงเทพมหานคร","name:th":"กรุงเทพมหานคร","name:en":"Bangkok","name:zh-Hant":"曼谷",
             "name:zh-Hans":"曼谷","name:ZH-Hant":"曼谷市","name:xx":"?","name:ja":"","old_name":"Bangkok",
             "alt_name:en":"Krung Thep","population":"5676648"}
            """#
        let keys = try JSONDecoder().decode(DynamicKeys.self, from: Data(json.utf8)).keys
        let names = try keys.decodeValues(matching: .prefix("name:"), as: String.self, keyedBy: Self.code)
        // `name:ZH-Hant` comes before `name:zh-Hant` in code point order, so it wins.
        #expect(names.values == [.th: "กรุงเทพมหานคร", .en: "Bangkok", .zhHant: "曼谷市", .zhHans: "曼谷"])
        #expect(names.unmapped == ["name:xx"])
        #expect(names.duplicates == ["name:zh-Hant"])
        #expect(names.skippedItems(at: [DynamicCodingKey("tags")]).map(\.description) == [
            "tags.name:xx: unknown key 'name:xx'",
            "tags.name:zh-Hant: key 'name:zh-Hant' names the same entry as an earlier key, which was kept",
        ])
    }

    @Test func aValueOfTheWrongTypeFailsAtItsKey() throws {
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(NaturalEarthPlace.self, #"{"NAME":"Bangkok","NAME_ZH":7}"#)
        })
        #expect(error.summary == "NAME_ZH: Expected to decode String but found number instead.")
    }

    @Test func numberedKeysInNumberOrderSkippingEmpties() throws {
        let json = #"""
            {"amenity1":"school","amenity3":"","amenity2":"temple","amenity10":"market","amenity4":null,
             "amenity":"none","amenity5a":"no","amenity_6":"no","name":"Wat Phra Singh"}
            """#
        let keys = try JSONDecoder().decode(DynamicKeys.self, from: Data(json.utf8)).keys
        #expect(try keys.decodeNumbered("amenity", as: String.self) == ["school", "temple", "market"])
        #expect(try keys.decodeNumbered("nothing", as: String.self).isEmpty)
    }

    @Test func numberedKeysWriteBackFromOne() throws {
        struct Amenities: Codable, Equatable {
            var list: [String]
            init(list: [String]) { self.list = list }
            init(from decoder: any Decoder) throws {
                list = try decoder.container(keyedBy: DynamicCodingKey.self).decodeNumbered("amenity")
            }
            func encode(to encoder: any Encoder) throws {
                var keys = encoder.container(keyedBy: DynamicCodingKey.self)
                try keys.encodeNumbered(list, stem: "amenity")
            }
        }
        let amenities = Amenities(list: ["school", "temple", "market"])
        let json = try CodableFixture.json(amenities)
        #expect(json == #"{"amenity1":"school","amenity2":"temple","amenity3":"market"}"#)
        #expect(try CodableFixture.decode(Amenities.self, json) == amenities)
    }
}

/// Captures a record's keyed container, so a test can call the container APIs on it directly.
struct DynamicKeys: Decodable {
    let keys: KeyedDecodingContainer<DynamicCodingKey>
    init(from decoder: any Decoder) throws {
        keys = try decoder.container(keyedBy: DynamicCodingKey.self)
    }
}
