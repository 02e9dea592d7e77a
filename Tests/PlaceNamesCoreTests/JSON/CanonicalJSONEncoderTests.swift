import Foundation
import Testing
@testable import PlaceNamesCore

@Suite struct CanonicalJSONEncoderTests {
    func text<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try CanonicalJSONEncoder().encodeBytes(value), as: UTF8.self)
    }

    @Test func writesTheCatalogShapeExactly() throws {
        let catalog = LocatingJSONDecoderTests.expectedCatalog
        #expect(try text(catalog) == """
        {
          "format": "placenames-catalog",
          "version": 1,
          "places": [
            {
              "id": "iso3166-2:TH-10",
              "kind": "region",
              "country": "TH",
              "coordinate": {
                "latitude": 13.75,
                "longitude": 100.5167
              },
              "population": 8305218,
              "codes": {
                "geonames": "1609350",
                "wikidata": "Q1861"
              },
              "names": {
                "english": "Bangkok",
                "thai": {
                  "preferred": "กรุงเทพมหานคร",
                  "short": [
                    "กรุงเทพฯ"
                  ],
                  "variants": [
                    "บางกอก"
                  ]
                }
              }
            },
            {
              "id": "iso3166-1:JP",
              "kind": "country",
              "names": {
                "english": "Japan",
                "japanese": "日本"
              }
            }
          ]
        }

        """)
    }

    @Test func readingThenWritingACanonicalFileGivesTheSameBytes() throws {
        let first = try CanonicalJSONEncoder().encodeBytes(LocatingJSONDecoderTests.expectedCatalog)
        let decoded = try LocatingJSONDecoder().decode(TestCatalog.self, from: first)
        #expect(decoded == LocatingJSONDecoderTests.expectedCatalog)
        #expect(try CanonicalJSONEncoder().encodeBytes(decoded) == first)
    }

    @Test func typeKeysKeepInsertionOrderDictionaryKeysSortByCodePoint() throws {
        struct Ordered: Encodable {
            var zebra = 1
            var apple = 2
            var table = ["b": 1, "a": 2, "B": 3, "ä": 4, "_": 5, "10": 6, "9": 7]
        }
        #expect(try text(Ordered()) == """
        {
          "zebra": 1,
          "apple": 2,
          "table": {
            "10": 6,
            "9": 7,
            "B": 3,
            "_": 5,
            "a": 2,
            "b": 1,
            "ä": 4
          }
        }

        """)
    }

    @Test func nfcAndNFDKeysStayDistinctAndOrdered() throws {
        struct TwoSpellings: Encodable {
            struct Key: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode("NFC", forKey: Key(stringValue: "Z\u{00FC}rich"))
                try container.encode("NFD", forKey: Key(stringValue: "Zu\u{0308}rich"))
                try container.encode("NFC again", forKey: Key(stringValue: "Z\u{00FC}rich"))
            }
        }
        let bytes = try CanonicalJSONEncoder().encodeBytes(TwoSpellings())
        #expect(bytes == Array("{\n  \"Z\u{00FC}rich\": \"NFC again\",\n  \"Zu\u{0308}rich\": \"NFD\"\n}\n".utf8))
        let members = try JSONDocument(bytes: bytes).root.members
        #expect(members.map { Array($0.key.unicodeScalars) }
            == [Array("Z\u{00FC}rich".unicodeScalars), Array("Zu\u{0308}rich".unicodeScalars)])
    }

    @Test func escapesOnlyWhatJSONRequires() throws {
        let value = "quote\" backslash\\ slash/ tab\t newline\n return\r \u{08}\u{0C} nul\u{0} unit\u{1F} del\u{7F} é กรุง 😀 \u{2028}"
        #expect(try text([value]) == "[\n  \"quote\\\" backslash\\\\ slash/ tab\\t newline\\n return\\r \\b\\f nul\\u0000 unit\\u001f del\u{7F} é กรุง 😀 \u{2028}\"\n]\n")
        #expect(try LocatingJSONDecoder().decode([String].self, from: try CanonicalJSONEncoder().encodeBytes([value])) == [value])
    }

    @Test func emptyContainersOptionalsAndScalars() throws {
        struct Sparse: Encodable {
            var empty: [String: Int] = [:]
            var none: [Int] = []
            var missing: String? = nil
            var null: Int?? = .some(nil)
            var flag = false
        }
        #expect(try text(Sparse()) == "{\n  \"empty\": {},\n  \"none\": [],\n  \"null\": null,\n  \"flag\": false\n}\n")
        #expect(try text("top") == "\"top\"\n")
        #expect(try text(42) == "42\n")
    }

    @Test func numbersAreExactAndShortest() throws {
        let doubles: [Double] = [13.75, 100.5167, 0.1, 1e-7, 1e22, 5e-324, -0.0, 100, 1.7976931348623157e308]
        #expect(try text(doubles) == "[\n  13.75,\n  100.5167,\n  0.1,\n  1e-07,\n  1e+22,\n  5e-324,\n  -0.0,\n  100.0,\n  1.7976931348623157e+308\n]\n")
        #expect(try LocatingJSONDecoder().decode([Double].self, from: try CanonicalJSONEncoder().encodeBytes(doubles)) == doubles)
        #expect(try text([Int64.min]) == "[\n  -9223372036854775808\n]\n")
        #expect(try text([UInt64.max]) == "[\n  18446744073709551615\n]\n")
        #expect(try text([Float(0.1)]) == "[\n  0.1\n]\n")
    }

    @Test func nonFiniteNumbersAreAnError() {
        struct Point: Encodable { var latitude: Double }
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder().encodeBytes(Point(latitude: .nan)) }
        do {
            _ = try CanonicalJSONEncoder().encodeBytes([Point(latitude: 1), Point(latitude: .infinity)])
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.rendered == "[1].latitude")
            #expect(context.debugDescription == "inf cannot be written as JSON (only finite numbers can)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func sameValueSameBytesEveryTime() throws {
        var names: [String: String] = [:]
        for i in 0..<200 { names["name\(i)"] = "value \(i)" }
        let first = try CanonicalJSONEncoder().encodeBytes(names)
        for _ in 0..<5 {
            let copy = Dictionary(uniqueKeysWithValues: names.map { ($0.key, $0.value) })
            #expect(try CanonicalJSONEncoder().encodeBytes(copy) == first)
        }
    }
}
