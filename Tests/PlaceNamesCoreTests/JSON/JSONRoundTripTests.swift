import Foundation
import Testing
@testable import PlaceNamesCore

/// Values written by `CanonicalJSONEncoder` come back equal through `LocatingJSONDecoder`, and the
/// bytes agree with what Foundation reads.
@Suite struct JSONRoundTripTests {
    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        let bytes = try CanonicalJSONEncoder().encodeBytes(value)
        #expect(try JSONDecoder().decode(T.self, from: Data(bytes)) == value)
        return try LocatingJSONDecoder().decode(T.self, from: bytes)
    }

    @Test func everyNumberTypeAtItsLimits() throws {
        let extremes = Numbers(i: .min, i8: .min, i16: .min, i32: .min, i64: .min, u: .max, u8: .max, u16: .max,
                               u32: .max, u64: .max, f: .greatestFiniteMagnitude, d: -.leastNonzeroMagnitude, b: false)
        #expect(try roundTrip(extremes) == extremes)
        let ordinary = Numbers(i: 8305218, i8: 1, i16: -2, i32: 3, i64: -4, u: 5, u8: 6, u16: 7, u32: 8, u64: 9,
                               f: 13.75, d: 100.5167, b: true)
        #expect(try roundTrip(ordinary) == ordinary)
    }

    @Test func urlsAndDecimalsAreWrittenAndReadAsJSONDecoderDoes() throws {
        struct Source: Codable, Equatable {
            var url: URL
            var share: Decimal
        }
        let value = Source(url: URL(string: "https://cldr.unicode.org/index?a=1")!, share: Decimal(string: "0.1")!)
        let bytes = try CanonicalJSONEncoder().encodeBytes(value)
        #expect(String(decoding: bytes, as: UTF8.self)
            == "{\n  \"url\": \"https://cldr.unicode.org/index?a=1\",\n  \"share\": 0.1\n}\n")
        #expect(try roundTrip(value) == value)
        let exact = try LocatingJSONDecoder().decode([Decimal].self, from: Array("[123456789012345678901234567890.5]".utf8))
        #expect(exact == [Decimal(string: "123456789012345678901234567890.5")!])
    }

    @Test func nestedOptionalsArraysAndDictionaries() throws {
        struct Nested: Codable, Equatable {
            var matrix: [[Int]]
            var sparse: [String?]
            var table: [String: [String: Double]]
            var maybe: [Int]?
            var nothing: String?
        }
        let value = Nested(matrix: [[1, 2], [], [3]], sparse: ["a", nil, "ค"], table: ["x": ["y": 0.5], "empty": [:]],
                           maybe: [], nothing: nil)
        #expect(try roundTrip(value) == value)
        #expect(try roundTrip(LocatingJSONDecoderTests.expectedCatalog) == LocatingJSONDecoderTests.expectedCatalog)
    }

    @Test func nestedContainersAndSuperDecoders() throws {
        class Base: Codable, Equatable {
            var name: String
            init(name: String) { self.name = name }
            static func == (a: Base, b: Base) -> Bool { a.name == b.name && type(of: a) == type(of: b) }
        }
        final class Derived: Base {
            var level: Int
            enum CodingKeys: String, CodingKey { case level, extra }
            enum ExtraKeys: String, CodingKey { case tags }
            init(name: String, level: Int) {
                self.level = level
                super.init(name: name)
            }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                level = try container.decode(Int.self, forKey: .level)
                let extra = try container.nestedContainer(keyedBy: ExtraKeys.self, forKey: .extra)
                var tags = try extra.nestedUnkeyedContainer(forKey: .tags)
                #expect(tags.count == 2)
                #expect(try tags.decode(String.self) == "a")
                #expect(try tags.decodeNil())
                #expect(tags.isAtEnd)
                try super.init(from: container.superDecoder())
            }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(level, forKey: .level)
                var extra = container.nestedContainer(keyedBy: ExtraKeys.self, forKey: .extra)
                var tags = extra.nestedUnkeyedContainer(forKey: .tags)
                try tags.encode("a")
                try tags.encodeNil()
                try super.encode(to: container.superEncoder())
            }
        }
        let value = Derived(name: "กรุงเทพ", level: 2)
        let bytes = try CanonicalJSONEncoder().encodeBytes(value)
        #expect(String(decoding: bytes, as: UTF8.self) == """
        {
          "level": 2,
          "extra": {
            "tags": [
              "a",
              null
            ]
          },
          "super": {
            "name": "กรุงเทพ"
          }
        }

        """)
        let decoded = try LocatingJSONDecoder().decode(Derived.self, from: bytes)
        #expect(decoded.name == "กรุงเทพ" && decoded.level == 2)
    }
}
