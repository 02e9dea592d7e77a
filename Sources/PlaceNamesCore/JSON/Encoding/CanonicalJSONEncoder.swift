import Foundation

/// Encodes `Encodable` values as PlaceNames' canonical JSON: the same value always gives the same bytes.
///
/// The form: two-space indented, one member or element per line, `"key": value`; a type's keys in the
/// order its `encode(to:)` writes them; `[String: V]` (and other `CanonicalJSONSortedKeys` types) in code
/// point order, so NFC and NFD keys stay distinct and ordered; `{}` and `[]` when empty; strings escaping
/// only `"`, `\` and control characters; integers plainly; floating-point numbers in their shortest
/// round-trip form (non-finite ones are an `EncodingError`); a final newline.
public struct CanonicalJSONEncoder: Sendable {
    /// Values handed to every `encode(to:)` as `encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates an encoder.
    public init() {}

    /// The canonical bytes of `value`.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        Data(try encodeBytes(value))
    }

    /// The canonical bytes of `value`, as an array.
    public func encodeBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        let root = JSONTreeEncoder(codingPath: [], userInfo: userInfo, sortsKeys: false)
        let tree = try root.box(value, at: [])
        var writer = CanonicalJSONWriter()
        writer.write(tree, indent: 0)
        writer.output.append(0x0A)
        return writer.output
    }
}
