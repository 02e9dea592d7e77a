import Foundation
import PlaceNamesCore
import Testing

@Suite struct KeyStrategyTests {
    @Test(arguments: [
        ("GeonameID", "geonameID"), ("NameEN", "nameEN"), ("ISOCode", "isoCode"), ("NAMEASCII", "nameascii"),
        ("ID", "id"), ("Name", "name"), ("name", "name"), ("A2", "a2"), ("Ürümqi", "Ürümqi"),
    ])
    func fromPascalCase(key: String, expected: String) {
        #expect(KeyCaseConversion.camelCase(fromPascalCase: key) == expected)
    }

    @Test(arguments: [
        ("NAME_EN", "nameEn"), ("ISO_A2", "isoA2"), ("POP_MAX", "popMax"), ("NAMEASCII", "nameascii"),
        ("ADM0NAME", "adm0name"), ("LS_NAME", "lsName"), ("min_zoom", "minZoom"), ("wikidataid", "wikidataid"),
        ("_ID", "_id"), ("NAME__ZH_", "nameZh_"), ("___", "___"),
    ])
    func fromUpperSnakeCase(key: String, expected: String) {
        #expect(KeyCaseConversion.camelCase(fromUpperSnakeCase: key) == expected)
    }

    @Test(arguments: [
        ("chinese-traditional", "chineseTraditional"), ("x-api-key", "xApiKey"), ("user-ID", "userID"),
        ("thai", "thai"), ("-private", "-private"), ("serbian-latin-", "serbianLatin-"),
    ])
    func fromKebabCase(key: String, expected: String) {
        #expect(KeyCaseConversion.camelCase(fromKebabCase: key) == expected)
    }

    @Test(arguments: [
        ("nameEn", "NAME_EN", "NameEn", "name-en"),
        ("isoA2", "ISO_A2", "IsoA2", "iso-a2"),
        ("geonameID", "GEONAME_ID", "GeonameID", "geoname-id"),
        ("urlString", "URL_STRING", "UrlString", "url-string"),
        ("URLString", "URL_STRING", "URLString", "url-string"),
        ("adm0name", "ADM0NAME", "Adm0name", "adm0name"),
        ("chineseTraditional", "CHINESE_TRADITIONAL", "ChineseTraditional", "chinese-traditional"),
        ("NAME_EN", "NAME_EN", "NAME_EN", "name_en"),
    ])
    func toOtherCases(key: String, upperSnake: String, pascal: String, kebab: String) {
        #expect(KeyCaseConversion.upperSnakeCase(fromCamelCase: key) == upperSnake)
        #expect(KeyCaseConversion.pascalCase(fromCamelCase: key) == pascal)
        #expect(KeyCaseConversion.kebabCase(fromCamelCase: key) == kebab)
    }

    /// A Natural Earth record read with plain Swift property names.
    struct NaturalEarthCity: Codable, Equatable {
        var nameEn: String
        var isoA2: String
        var popMax: Int
        var nameascii: String
        @DictionaryWrapper var localNames: [CodableFixture.Lang: String]
    }

    @Test func upperSnakeCaseDecodesNaturalEarthColumnsAndSparesWrappedKeys() throws {
        let json = #"""
            {"NAME_EN":"Bangkok","ISO_A2":"TH","POP_MAX":6704000,"NAMEASCII":"Bangkok",
             "LOCAL_NAMES":{"chinese-traditional":"曼谷","serbianLatin":"Bangkok","old_thai":"บางกอก"}}
            """#
        let city = try CodableFixture.decode(NaturalEarthCity.self, json, CodableFixture.decoder(.convertFromUpperSnakeCase))
        #expect(city == NaturalEarthCity(
            nameEn: "Bangkok", isoA2: "TH", popMax: 6_704_000, nameascii: "Bangkok",
            localNames: [.chineseTraditional: "曼谷", .serbianLatin: "Bangkok", .oldThai: "บางกอก"]
        ))
        let written = try CodableFixture.json(city, CodableFixture.encoder(.convertToUpperSnakeCase))
        #expect(written == #"""
            {"ISO_A2":"TH","LOCAL_NAMES":{"chinese-traditional":"曼谷","old_thai":"บางกอก","serbianLatin":"Bangkok"},"NAMEASCII":"Bangkok","NAME_EN":"Bangkok","POP_MAX":6704000}
            """#)
    }

    struct GeoNamesRecord: Codable, Equatable {
        var geonameID: Int
        var asciiName: String
        @DictionaryWrapper var alternateNames: [CodableFixture.Lang: String]
    }

    @Test func pascalCaseRoundTripsAndSparesWrappedKeys() throws {
        let json = #"{"AlternateNames":{"chinese-traditional":"曼谷","serbianLatin":"Bangkok"},"AsciiName":"Bangkok","GeonameID":1609350}"#
        let record = try CodableFixture.decode(GeoNamesRecord.self, json, CodableFixture.decoder(.convertFromPascalCase))
        #expect(record == GeoNamesRecord(
            geonameID: 1_609_350, asciiName: "Bangkok",
            alternateNames: [.chineseTraditional: "曼谷", .serbianLatin: "Bangkok"]
        ))
        #expect(try CodableFixture.json(record, CodableFixture.encoder(.convertToPascalCase)) == json)
    }

    /// Kebab case cannot keep acronyms: `geoname-id` reads back as `geonameId`.
    struct KebabRecord: Codable, Equatable {
        var geonameId: Int
        var asciiName: String
        @DictionaryWrapper var alternateNames: [CodableFixture.Lang: String]
    }

    @Test func kebabCaseRoundTripsAndSparesWrappedKeys() throws {
        let json = #"{"alternate-names":{"chinese-traditional":"曼谷","serbianLatin":"Bangkok"},"ascii-name":"Bangkok","geoname-id":1609350}"#
        let record = try CodableFixture.decode(KebabRecord.self, json, CodableFixture.decoder(.convertFromKebabCase))
        #expect(record.geonameId == 1_609_350)
        #expect(record.alternateNames == [.chineseTraditional: "曼谷", .serbianLatin: "Bangkok"])
        #expect(try CodableFixture.json(record, CodableFixture.encoder(.convertToKebabCase)) == json)
    }
}
