/// `[String: V]` decoded straight from an object's members, without `allKeys` plus a lookup per key.
protocol JSONStringKeyedDictionaryDecodable {
    /// Decodes `Self` and returns it as `T`, which the caller guarantees is `Self`.
    static func decode<T>(_: T.Type, from decoder: JSONTapeDecoder, object: Int, path: DecodingPath) throws -> T
}

extension Dictionary: JSONStringKeyedDictionaryDecodable where Key == String, Value: Decodable {
    static func decode<T>(_: T.Type, from decoder: JSONTapeDecoder, object: Int, path: DecodingPath) throws -> T {
        guard decoder.tape[object].tag == .object else {
            throw decoder.mismatch(Self.self, expected: "an object", at: object, path: path.keys)
        }
        if Value.self == String.self {
            return unsafeBitCast(try decodeStrings(from: decoder, object: object, path: path), to: T.self)
        }
        return unsafeBitCast(try decodeValues(from: decoder, object: object, path: path), to: T.self)
    }

    /// Two keys that Swift's `String ==` considers equal (exact duplicates, or NFC and NFD spellings of
    /// the same name) are an error rather than one silently replacing the other.
    // Called through a protocol witness, this runs unspecialized: every generic call looks up type metadata.
    // Pre-specializing for the catalog's own name type removes that from the hottest loop.
    @_specialize(where Key == String, Value == LocalizedName)
    private static func decodeValues(from decoder: JSONTapeDecoder, object: Int, path: DecodingPath) throws -> Self {
        let parent = path.node()
        let route = decoder.route(for: Value.self)
        var result = Self(minimumCapacity: Int(decoder.tape[object].length))
        let end = Int(decoder.tape[object].end)
        var keyIndex = object + 1
        while keyIndex < end {
            let key = decoder.storage.string(at: keyIndex)
            let value = try decoder.decode(
                Value.self, at: keyIndex + 1, path: DecodingPath(parent: parent, key: .name(key)), route: route)
            if result.updateValue(value, forKey: key) != nil {
                throw duplicateKey(key, at: keyIndex, decoder: decoder, path: path)
            }
            keyIndex = decoder.storage.next(after: keyIndex + 1)
        }
        return result
    }

    /// `[String: String]`, the most common catalog dictionary, without a generic call per value.
    private static func decodeStrings(from decoder: JSONTapeDecoder, object: Int, path: DecodingPath) throws
        -> [String: String] {
        let storage = decoder.storage
        var result = [String: String](minimumCapacity: Int(decoder.tape[object].length))
        let end = Int(decoder.tape[object].end)
        var keyIndex = object + 1
        while keyIndex < end {
            let key = storage.string(at: keyIndex)
            let value = try decoder.decodeString(at: keyIndex + 1) { path.keys(appending: JSONStringKey(key)) }
            if result.updateValue(value, forKey: key) != nil {
                throw duplicateKey(key, at: keyIndex, decoder: decoder, path: path)
            }
            keyIndex = storage.next(after: keyIndex + 1)
        }
        return result
    }

    private static func duplicateKey(_ key: String, at keyIndex: Int, decoder: JSONTapeDecoder, path: DecodingPath)
        -> DecodingError {
        decoder.corrupted(
            "duplicate key '\(key)' (the same name, or the same in another Unicode normalisation form, appears earlier in this object)",
            expected: nil, found: nil, at: keyIndex, path: path.keys(appending: JSONStringKey(key)))
    }
}

/// `[T]` decoded straight from an array's elements.
protocol JSONArrayDecodable {
    /// Decodes `Self` and returns it as `T`, which the caller guarantees is `Self`.
    static func decode<T>(_: T.Type, from decoder: JSONTapeDecoder, array: Int, path: DecodingPath) throws -> T
}

extension Array: JSONArrayDecodable where Element: Decodable {
    @_specialize(where Element == Place, T == [Place])
    static func decode<T>(_: T.Type, from decoder: JSONTapeDecoder, array: Int, path: DecodingPath) throws -> T {
        guard decoder.tape[array].tag == .array else {
            throw decoder.mismatch(Self.self, expected: "an array", at: array, path: path.keys)
        }
        let parent = path.node()
        let route = decoder.route(for: Element.self)
        let count = Int(decoder.tape[array].length)
        var result = Self()
        result.reserveCapacity(count)
        var element = array + 1
        for position in 0..<count {
            result.append(try decoder.decode(
                Element.self, at: element, path: DecodingPath(parent: parent, key: .index(position)), route: route))
            element = decoder.storage.next(after: element)
        }
        return unsafeBitCast(result, to: T.self)
    }
}
