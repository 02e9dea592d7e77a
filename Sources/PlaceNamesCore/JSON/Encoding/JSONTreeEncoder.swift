import Foundation

/// The `Encoder` that builds an `EncodedValue` tree for one value.
final class JSONTreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    /// Whether the object this encoder makes is written with sorted keys.
    let sortsKeys: Bool
    var value: EncodedValue?

    init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any], sortsKeys: Bool) {
        self.codingPath = codingPath
        self.userInfo = userInfo
        self.sortsKeys = sortsKeys
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: EncodedObject
        if case .object(let existing)? = value {
            object = existing
        } else {
            object = EncodedObject(sortsKeys: sortsKeys)
            value = .object(object)
        }
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(encoder: self, object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: EncodedArray
        if case .array(let existing)? = value {
            array = existing
        } else {
            array = EncodedArray()
            value = .array(array)
        }
        return JSONUnkeyedEncodingContainer(encoder: self, array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueEncodingContainer(encoder: self)
    }

    /// The tree for `value` at `path`: primitives directly, anything else through its `encode(to:)`.
    func box<T: Encodable>(_ value: T, at path: @autoclosure () -> [any CodingKey]) throws -> EncodedValue {
        switch value {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .number(String(int))
        case let double as Double: return try number(double, at: path())
        case let float as Float: return try number(float, at: path())
        case let int as Int8: return .number(String(int))
        case let int as Int16: return .number(String(int))
        case let int as Int32: return .number(String(int))
        case let int as Int64: return .number(String(int))
        case let int as UInt: return .number(String(int))
        case let int as UInt8: return .number(String(int))
        case let int as UInt16: return .number(String(int))
        case let int as UInt32: return .number(String(int))
        case let int as UInt64: return .number(String(int))
        // Foundation types whose own Codable form is an object: written as JSONEncoder writes them.
        case let url as URL: return .string(url.absoluteString)
        case let decimal as Decimal:
            guard decimal.isFinite else {
                throw EncodingError.invalidValue(decimal, EncodingError.Context(
                    codingPath: path(), debugDescription: "NaN cannot be written as JSON"))
            }
            return .number(decimal.description)
        default: break
        }
        let child = JSONTreeEncoder(codingPath: path(), userInfo: userInfo, sortsKeys: T.self is any CanonicalJSONSortedKeys.Type)
        try value.encode(to: child)
        // A value that encoded nothing is an empty object, as with Foundation's JSONEncoder.
        return child.value ?? .object(EncodedObject(sortsKeys: false))
    }

    /// A floating-point number in its shortest round-trip form; JSON has no infinity or NaN.
    func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, at path: [any CodingKey]) throws -> EncodedValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: path, debugDescription: "\(value) cannot be written as JSON (only finite numbers can)"))
        }
        return .number(value.description)
    }
}
