import Foundation

/// A name that is either a plain string or `{preferred, short, variants}`, like the catalog's.
enum TestName: Codable, Equatable {
    case plain(String)
    case detailed(preferred: String, short: [String], variants: [String])

    enum CodingKeys: String, CodingKey { case preferred, short, variants }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .plain(text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .detailed(
            preferred: try container.decode(String.self, forKey: .preferred),
            short: try container.decodeIfPresent([String].self, forKey: .short) ?? [],
            variants: try container.decodeIfPresent([String].self, forKey: .variants) ?? [])
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .plain(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .detailed(let preferred, let short, let variants):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(preferred, forKey: .preferred)
            if !short.isEmpty { try container.encode(short, forKey: .short) }
            if !variants.isEmpty { try container.encode(variants, forKey: .variants) }
        }
    }
}

struct TestPlace: Codable, Equatable {
    struct Coordinate: Codable, Equatable { var latitude: Double; var longitude: Double }
    var id: String
    var kind: String
    var country: String?
    var coordinate: Coordinate?
    var population: Int?
    var codes: [String: String]?
    var names: [String: TestName]
}

struct TestCatalog: Codable, Equatable {
    var format: String
    var version: Int
    var places: [TestPlace]
}

/// Rejects keys other than known language names, like DictionaryWrapper does, with the path at the key.
struct StrictNames: Decodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
    var names: [String: String] = [:]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys {
            guard ["english", "thai"].contains(key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "unknown key '\(key.stringValue)' — did you mean 'thai'?")
            }
            names[key.stringValue] = try container.decode(String.self, forKey: key)
        }
    }
}

struct Numbers: Codable, Equatable {
    var i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64
    var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
    var f: Float, d: Double, b: Bool
}
