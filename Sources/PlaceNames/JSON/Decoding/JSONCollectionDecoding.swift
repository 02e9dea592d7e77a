/// `[String: V]` decoded straight from an object's members, without `allKeys` plus a lookup per key.
protocol JSONStringKeyedDictionaryDecodable {
    static func decode(from decoder: JSONTapeDecoder, object: Int, path: CodingPathNode?) throws -> Self
}

extension Dictionary: JSONStringKeyedDictionaryDecodable where Key == String, Value: Decodable {
    /// Two keys that Swift's `String ==` considers equal (exact duplicates, or NFC and NFD spellings of
    /// the same name) are an error rather than one silently replacing the other.
    static func decode(from decoder: JSONTapeDecoder, object: Int, path: CodingPathNode?) throws -> Self {
        guard decoder.tape[object].tag == .object else {
            throw decoder.mismatch(Self.self, expected: "an object", at: object, path: CodingPathNode.keys(path))
        }
        var result = Self(minimumCapacity: Int(decoder.tape[object].length))
        let end = Int(decoder.tape[object].end)
        var keyIndex = object + 1
        while keyIndex < end {
            let key = decoder.storage.string(at: keyIndex)
            let value = try decoder.decode(Value.self, at: keyIndex + 1) {
                CodingPathNode(parent: path, key: JSONStringKey(key))
            }
            if result.updateValue(value, forKey: key) != nil {
                throw decoder.corrupted(
                    "duplicate key '\(key)' (the same name, or the same in another Unicode normalisation form, appears earlier in this object)",
                    expected: nil, found: nil, at: keyIndex,
                    path: CodingPathNode.keys(path) + [JSONStringKey(key)])
            }
            keyIndex = decoder.storage.next(after: keyIndex + 1)
        }
        return result
    }
}

/// `[T]` decoded straight from an array's elements.
protocol JSONArrayDecodable {
    static func decode(from decoder: JSONTapeDecoder, array: Int, path: CodingPathNode?) throws -> Self
}

extension Array: JSONArrayDecodable where Element: Decodable {
    static func decode(from decoder: JSONTapeDecoder, array: Int, path: CodingPathNode?) throws -> Self {
        guard decoder.tape[array].tag == .array else {
            throw decoder.mismatch(Self.self, expected: "an array", at: array, path: CodingPathNode.keys(path))
        }
        let count = Int(decoder.tape[array].length)
        var result = Self()
        result.reserveCapacity(count)
        var element = array + 1
        for position in 0..<count {
            result.append(try decoder.decode(Element.self, at: element) {
                CodingPathNode(parent: path, key: JSONIndexKey(position))
            })
            element = decoder.storage.next(after: element)
        }
        return result
    }
}
