import Foundation
import PlaceNamesCore

/// Test-only key types and helpers for the Codable toolkit tests (prefixed so they cannot clash with other
/// suites in this target).
enum CodableFixture {
    /// A language-like key type whose raw values include the shapes key strategies like to rewrite.
    enum Lang: String, CaseIterable, Codable, Sendable {
        case english
        case thai
        case tai
        case japanese
        case chineseTraditional = "chinese-traditional"
        case chineseSimplified = "chinese-simplified"
        case serbianLatin
        case oldThai = "old_thai"
    }

    /// An `Int`-backed key type.
    enum Level: Int, CaseIterable, Codable, Sendable {
        case country = 0
        case province = 1
        case district = 2
        case subdistrict = 3
    }

    /// A key type that cannot list its values, so unknown keys get no suggestions.
    struct Tag: RawRepresentable, Hashable, Sendable {
        var rawValue: String
        init?(rawValue: String) {
            guard rawValue.hasPrefix("tag-") else { return nil }
            self.rawValue = rawValue
        }
    }

    struct Place: Codable, Equatable {
        var id: Int
        @DictionaryWrapper var localNames: [Lang: String]
    }

    static func encoder(_ strategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = strategy
        return encoder
    }

    static func decoder(
        _ strategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys, report: DecodingReport? = nil
    ) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = strategy
        if let report { decoder.userInfo[.decodingReport] = report }
        return decoder
    }

    static func json(_ value: some Encodable, _ encoder: JSONEncoder = encoder()) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: String, _ decoder: JSONDecoder = decoder()) throws -> T {
        try decoder.decode(type, from: Data(json.utf8))
    }

    /// The first `DecodingError` thrown by `body`, or `nil` if it did not throw one.
    static func decodingError(_ body: () throws -> Void) -> DecodingError? {
        do {
            try body()
            return nil
        } catch let error as DecodingError {
            return error
        } catch {
            return nil
        }
    }
}
