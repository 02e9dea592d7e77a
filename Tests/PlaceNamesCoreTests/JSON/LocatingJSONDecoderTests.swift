import Foundation
import Testing
@testable import PlaceNamesCore

@Suite struct LocatingJSONDecoderTests {
    static let catalog = """
    {
      "format": "placenames-catalog",
      "version": 1,
      "places": [
        {
          "id": "iso3166-2:TH-10",
          "kind": "region",
          "country": "TH",
          "coordinate": {"latitude": 13.75, "longitude": 100.5167},
          "population": 8305218,
          "codes": {"geonames": "1609350", "wikidata": "Q1861"},
          "names": {
            "english": "Bangkok",
            "thai": {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"], "variants": ["บางกอก"]}
          }
        },
        {"id": "iso3166-1:JP", "kind": "country", "names": {"japanese": "日本", "english": "Japan"}}
      ]
    }
    """

    static let expectedCatalog = TestCatalog(format: "placenames-catalog", version: 1, places: [
        TestPlace(id: "iso3166-2:TH-10", kind: "region", country: "TH",
                  coordinate: .init(latitude: 13.75, longitude: 100.5167), population: 8305218,
                  codes: ["geonames": "1609350", "wikidata": "Q1861"],
                  names: ["english": .plain("Bangkok"),
                          "thai": .detailed(preferred: "กรุงเทพมหานคร", short: ["กรุงเทพฯ"], variants: ["บางกอก"])]),
        TestPlace(id: "iso3166-1:JP", kind: "country", country: nil, coordinate: nil, population: nil, codes: nil,
                  names: ["japanese": .plain("日本"), "english": .plain("Japan")]),
    ])

    func decodingError<T: Decodable>(_ type: T.Type, _ json: String) -> JSONDecodingError? {
        do {
            _ = try LocatingJSONDecoder().decode(T.self, from: Array(json.utf8))
            Issue.record("decoded without error")
        } catch let error as JSONDecodingError {
            return error
        } catch {
            Issue.record("unexpected \(error)")
        }
        return nil
    }

    @Test func decodesNestedCatalogTypes() throws {
        let decoded = try LocatingJSONDecoder().decode(TestCatalog.self, from: Array(Self.catalog.utf8))
        #expect(decoded == Self.expectedCatalog)
        // The same as Foundation decodes it.
        #expect(decoded == (try JSONDecoder().decode(TestCatalog.self, from: Data(Self.catalog.utf8))))
    }

    @Test func decodesEveryNumberType() throws {
        let json = """
        {"i": -9223372036854775808, "i8": -128, "i16": 32767, "i32": -2147483648, "i64": 9223372036854775807,
         "u": 18446744073709551615, "u8": 255, "u16": 65535, "u32": 4294967295, "u64": 18446744073709551615,
         "f": 0.1, "d": 2.2250738585072014e-308, "b": true}
        """
        let numbers = try LocatingJSONDecoder().decode(Numbers.self, from: Array(json.utf8))
        #expect(numbers == Numbers(i: .min, i8: -128, i16: 32767, i32: .min, i64: .max, u: .max, u8: 255,
                                   u16: 65535, u32: .max, u64: .max, f: 0.1, d: 2.2250738585072014e-308, b: true))
        let doubles = try LocatingJSONDecoder().decode(
            [Double].self, from: Array("[0.1, 100.5167, -13.75, 1e-7, 123456789012345678, 5e-324, 1.7976931348623157e308, 1E2]".utf8))
        #expect(doubles == [0.1, 100.5167, -13.75, 1e-7, 123456789012345678, 5e-324, 1.7976931348623157e308, 100])
        #expect(try LocatingJSONDecoder().decode([Int].self, from: Array("[1.0, 1e3, -0]".utf8)) == [1, 1000, 0])
    }

    @Test func optionalsAndNulls() throws {
        struct Sparse: Decodable, Equatable { var a: String?; var b: Int?; var c: [Int?] }
        let sparse = try LocatingJSONDecoder().decode(Sparse.self, from: Array(#"{"b": null, "c": [1, null]}"#.utf8))
        #expect(sparse == Sparse(a: nil, b: nil, c: [1, nil]))
        #expect(try LocatingJSONDecoder().decode(String?.self, from: Array("null".utf8)) == nil)
    }

    @Test func dictionariesKeepNFCAndNFDKeysApartOrFail() throws {
        let names = try LocatingJSONDecoder().decode([String: Int].self, from: Array(#"{"a": 1, "b": 2}"#.utf8))
        #expect(names == ["a": 1, "b": 2])
        let error = decodingError([String: Int].self, "{\"Z\u{00FC}rich\": 1,\n \"Zu\u{0308}rich\": 2}")
        #expect(error?.description == "2:2: Zu\u{0308}rich: duplicate key 'Zu\u{0308}rich' (the same name, or the same in another Unicode normalisation form, appears earlier in this object)")
    }

    @Test func typeMismatchNamesPathExpectedFoundAndLocation() {
        let json = Self.catalog.replacingOccurrences(of: "\"japanese\": \"日本\"", with: "\"japanese\": 42")
        let error = decodingError(TestCatalog.self, json)
        #expect(error?.description == "17:69: places[1].names.japanese: expected an object, found a number")
        #expect(error?.codingPath == "places[1].names.japanese")
        #expect(error?.expected == "an object")
        #expect(error?.found == "a number")
        #expect(error?.line == 17)
        #expect(error?.column == 69)
        guard case .typeMismatch? = error?.underlying else {
            Issue.record("underlying error is not typeMismatch")
            return
        }
    }

    @Test func missingKeyPointsAtTheObject() {
        let error = decodingError(TestCatalog.self, #"{"format": "x", "version": 1, "places": [{"id": "a", "names": {}}]}"#)
        #expect(error?.description == "1:42: places[0]: missing member 'kind'")
    }

    @Test func optionalValuesOfTheWrongTypeAreErrorsNotNil() {
        let json = #"{"format": "x", "version": 1, "places": [{"id": "a", "kind": "city", "country": 66, "names": {}}]}"#
        #expect(decodingError(TestCatalog.self, json)?.description == "1:81: places[0].country: expected a string, found a number")
        let population = #"{"format": "x", "version": 1, "places": [{"id": "a", "kind": "c", "population": 1.5, "names": {}}]}"#
        #expect(decodingError(TestCatalog.self, population)?.description
            == "1:81: places[0].population: expected a whole number for Int, found 1.5")
    }

    @Test func nullForARequiredValue() {
        let error = decodingError(TestCatalog.self, "{\"format\": null, \"version\": 1, \"places\": []}")
        #expect(error?.description == "1:12: format: expected a string, found null")
        guard case .valueNotFound? = error?.underlying else {
            Issue.record("underlying error is not valueNotFound")
            return
        }
    }

    @Test func integerOverflowIsAnErrorAtTheValue() {
        #expect(decodingError([String: UInt8].self, "{\n  \"a\": 255,\n  \"b\": 256\n}")?.description
            == "3:8: b: number 256 does not fit in UInt8")
        #expect(decodingError([Int].self, "[1, 9223372036854775808]")?.description
            == "1:5: [1]: number 9223372036854775808 does not fit in Int")
        #expect(decodingError([Int].self, "[1.5]")?.description == "1:2: [0]: expected a whole number for Int, found 1.5")
        #expect(decodingError([Double].self, "[1e400]")?.description == "1:2: [0]: number 1e400 does not fit in Double")
    }

    @Test func errorsFromUserCodeArePlacedAtTheKey() {
        let json = "{\n  \"english\": \"Bangkok\",\n  \"thia\": \"กรุงเทพมหานคร\"\n}"
        let error = decodingError(StrictNames.self, json)
        #expect(error?.description == "3:3: thia: unknown key 'thia' — did you mean 'thai'?")
        #expect(error?.offset == 28)
    }

    @Test func errorsInsideTheUnkeyedContainerAndAtItsEnd() {
        struct Pair: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(String.self)
                _ = try container.decode(String.self)
            }
        }
        #expect(decodingError(Pair.self, "[\"a\", true]")?.description == "1:7: [1]: expected a string, found a boolean")
        #expect(decodingError(Pair.self, "[\"a\"]")?.description == "1:1: [1]: expected 2 elements, found 1")
        #expect(decodingError(Pair.self, "{}")?.description == "1:1: expected an array, found an object")
    }

    @Test func fileNameIsPartOfTheDescription() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locating-decoder-\(UUID()).json")
        try Data("{\"format\": 1}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: JSONDecodingError.self) { try LocatingJSONDecoder().decode(TestCatalog.self, contentsOf: url) }
        do { _ = try LocatingJSONDecoder().decode(TestCatalog.self, contentsOf: url) } catch let error as JSONDecodingError {
            #expect(error.description == "\(url.path):1:12: format: expected a string, found a number")
        }
    }

    @Test func userInfoReachesInitFromDecoder() throws {
        struct ReadsUserInfo: Decodable {
            var value: String
            init(from decoder: any Decoder) throws {
                value = decoder.userInfo[CodingUserInfoKey(rawValue: "mode")!] as? String ?? "absent"
            }
        }
        var decoder = LocatingJSONDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "mode")!] = "lossy"
        #expect(try decoder.decode(ReadsUserInfo.self, from: Array("{}".utf8)).value == "lossy")
    }

    @Test func locatesFoundationDecodingErrors() throws {
        let json = "{\n  \"format\": \"placenames-catalog\",\n  \"version\": \"one\",\n  \"places\": []\n}"
        do {
            _ = try JSONDecoder().decode(TestCatalog.self, from: Data(json.utf8))
            Issue.record("decoded")
        } catch let error as DecodingError {
            #expect(JSONDocument.location(of: error, in: Data(json.utf8)) == SourceLocation(line: 3, column: 14))
            let wrapped = try JSONDocument(json).decodingError(for: error, file: "catalog.json")
            #expect(wrapped.description.hasPrefix("catalog.json:3:14: version: "))
        }
        let unknown = "{\n  \"english\": \"Bangkok\",\n  \"thia\": \"x\"\n}"
        do {
            _ = try JSONDecoder().decode(StrictNames.self, from: Data(unknown.utf8))
            Issue.record("decoded")
        } catch let error as DecodingError {
            #expect(JSONDocument.location(of: error, in: Data(unknown.utf8)) == SourceLocation(line: 3, column: 3))
        }
    }

    @Test func keyedLookupComparesScalarsNotCanonicalEquivalence() throws {
        struct Accented: Decodable {
            enum CodingKeys: String, CodingKey { case zurich = "Z\u{00FC}rich" }
            var zurich: Int
        }
        let json = "{\"Zu\u{0308}rich\": 1, \"Z\u{00FC}rich\": 2}"
        #expect(try LocatingJSONDecoder().decode(Accented.self, from: Array(json.utf8)).zurich == 2)
        #expect(decodingError(Accented.self, "{\"Zu\u{0308}rich\": 1}")?.description == "1:1: missing member 'Z\u{00FC}rich'")
    }
}

@Suite struct ObjectKeysDecodingTests {
    struct ListsKeys: Decodable {
        var keys: [String]?
        var nested: [String]?
        enum CodingKeys: String, CodingKey { case inner }
        init(from decoder: any Decoder) throws {
            keys = (decoder as? any ObjectKeysDecoding)?.objectKeys()
            let container = try decoder.container(keyedBy: CodingKeys.self)
            nested = try container.decodeIfPresent(Inner.self, forKey: .inner)?.keys
        }
    }
    struct Inner: Decodable {
        var keys: [String]?
        init(from decoder: any Decoder) throws {
            keys = (decoder as? any ObjectKeysDecoding)?.objectKeys()
        }
    }

    @Test func listsTheCurrentObjectsKeysInDocumentOrder() throws {
        let json = "{\"z\": 1, \"inner\": {\"Zu\u{0308}rich\": [], \"Z\u{00FC}rich\": {}}, \"a\": 2, \"z\": 3}"
        let value = try LocatingJSONDecoder().decode(ListsKeys.self, from: Array(json.utf8))
        #expect(value.keys == ["z", "inner", "a", "z"])
        #expect(value.nested?.map { Array($0.unicodeScalars) }
            == [Array("Zu\u{0308}rich".unicodeScalars), Array("Z\u{00FC}rich".unicodeScalars)])
        #expect(try LocatingJSONDecoder().decode([Inner].self, from: Array("[[]]".utf8)).first?.keys == nil)
    }
}
