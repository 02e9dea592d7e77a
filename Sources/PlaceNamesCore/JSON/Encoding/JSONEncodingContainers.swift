/// A keyed container filling one object in insertion order.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONTreeEncoder
    let object: EncodedObject
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { object.set(key.stringValue, .null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(key.stringValue, try encoder.box(value, at: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject(sortsKeys: false)
        object.set(key.stringValue, .object(nested))
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(
            encoder: encoder, object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        object.set(key.stringValue, .array(nested))
        return JSONUnkeyedEncodingContainer(encoder: encoder, array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: JSONStringKey("super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let child = JSONTreeEncoder(codingPath: codingPath + [key], userInfo: encoder.userInfo, sortsKeys: false)
        object.set(key.stringValue, .pending(child))
        return child
    }
}

/// An unkeyed container appending to one array.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: JSONTreeEncoder
    let array: EncodedArray
    let codingPath: [any CodingKey]

    var count: Int { array.values.count }

    private var nextKey: any CodingKey { JSONIndexKey(array.values.count) }

    mutating func encodeNil() throws { array.values.append(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.values.append(try encoder.box(value, at: codingPath + [nextKey]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject(sortsKeys: false)
        let path = codingPath + [nextKey]
        array.values.append(.object(nested))
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(encoder: encoder, object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        let path = codingPath + [nextKey]
        array.values.append(.array(nested))
        return JSONUnkeyedEncodingContainer(encoder: encoder, array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONTreeEncoder(codingPath: codingPath + [nextKey], userInfo: encoder.userInfo, sortsKeys: false)
        array.values.append(.pending(child))
        return child
    }
}

/// The single value container of the value an encoder is making.
struct JSONSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.value = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.value = try encoder.box(value, at: codingPath)
    }
}
