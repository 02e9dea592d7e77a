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
        if Value.self == String.self {
            return try decodeStrings(from: decoder, object: object, path: path) as! Self
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
                throw duplicateKey(key, at: keyIndex, decoder: decoder, path: path)
            }
            keyIndex = decoder.storage.next(after: keyIndex + 1)
        }
        return result
    }

    /// `[String: String]`, the most common catalog dictionary, without a generic call per value.
    private static func decodeStrings(from decoder: JSONTapeDecoder, object: Int, path: CodingPathNode?) throws
        -> [String: String] {
        let storage = decoder.storage
        var result = [String: String](minimumCapacity: Int(decoder.tape[object].length))
        let end = Int(decoder.tape[object].end)
        var keyIndex = object + 1
        while keyIndex < end {
            let key = storage.string(at: keyIndex)
            let value = try decoder.decodeString(at: keyIndex + 1) { CodingPathNode.keys(path) + [JSONStringKey(key)] }
            if result.updateValue(value, forKey: key) != nil {
                throw duplicateKey(key, at: keyIndex, decoder: decoder, path: path)
            }
            keyIndex = storage.next(after: keyIndex + 1)
        }
        return result
    }

    private static func duplicateKey(_ key: String, at keyIndex: Int, decoder: JSONTapeDecoder, path: CodingPathNode?)
        -> DecodingError {
        decoder.corrupted(
            "duplicate key '\(key)' (the same name, or the same in another Unicode normalisation form, appears earlier in this object)",
            expected: nil, found: nil, at: keyIndex, path: CodingPathNode.keys(path) + [JSONStringKey(key)])
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
