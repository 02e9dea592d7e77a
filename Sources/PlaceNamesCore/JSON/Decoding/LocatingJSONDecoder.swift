import Foundation

/// Decodes `Decodable` types from JSON fast, and reports every problem with its file, line and column.
///
/// Use it like Foundation's `JSONDecoder`. Syntax errors throw `JSONSyntaxError`; values that do not fit
/// the type (including errors thrown by your own `init(from:)`) throw `JSONDecodingError`. Object keys are
/// matched by their exact Unicode scalars. Numbers are exact: an integer that does not fit its type is an
/// error, never a rounded value. No key or date strategies: PlaceNames files use canonical keys.
public struct LocatingJSONDecoder: Sendable {
    /// Values handed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates a decoder.
    public init() {}

    /// Decodes a `T` from UTF-8 bytes.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(T.self, from: try JSONDocument(bytes: bytes))
    }

    /// Decodes a `T` from UTF-8 data.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(T.self, from: try JSONDocument(data: data))
    }

    /// Decodes a `T` from a file; errors name the file by the path given.
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL) throws -> T {
        let data = try Data(contentsOf: url)
        do {
            return try decode(T.self, from: data)
        } catch var error as JSONSyntaxError {
            error.file = url.path
            throw error
        } catch var error as JSONDecodingError {
            error.file = url.path
            throw error
        }
    }

    /// Decodes a `T` from an already parsed document (the validator parses once and decodes from it).
    public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws(JSONDecodingError) -> T {
        let decoder = JSONTapeDecoder(storage: document.storage, userInfo: userInfo)
        do {
            return try decoder.decode(T.self, at: 0, path: .root)
        } catch let error as DecodingError {
            throw document.storage.decodingError(for: error, failure: decoder.failure, file: nil)
        } catch let error as JSONDecodingError {
            throw error
        } catch {
            // Errors that are not DecodingErrors carry no path: report them at the top of the document.
            let wrapped = DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
            throw document.storage.decodingError(for: wrapped, failure: nil, file: nil)
        }
    }
}
