/// A keyed container over one object; keys are found by comparing UTF-8 bytes, never by `String ==`.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONTapeDecoder
    let object: Int
    let path: DecodingPath

    var codingPath: [any CodingKey] { path.keys }

    /// Every key that `Key` can represent, in document order (duplicates included).
    var allKeys: [Key] {
        let storage = decoder.storage
        var keys: [Key] = []
        keys.reserveCapacity(Int(storage.tape[object].length))
        let end = Int(storage.tape[object].end)
        var index = object + 1
        while index < end {
            if let key = Key(stringValue: storage.string(at: index)) { keys.append(key) }
            index = storage.next(after: index + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { keyIndex(key) != nil }

    /// The tape index of the member's key token, if the object has this key.
    ///
    /// The search starts after the member found last in this object, so reading members in document order
    /// (synthesized `init(from:)` on canonical files, or `allKeys` then each key) costs O(1) per key.
    func keyIndex(_ key: Key) -> Int? {
        var name = key.stringValue
        let storage = decoder.storage
        var start = object + 1
        if decoder.lastMember.object == object, decoder.lastMember.key + 1 < Int(storage.tape[object].end) {
            start = storage.next(after: decoder.lastMember.key + 1)
            if start >= Int(storage.tape[object].end) { start = object + 1 }
        }
        let found = name.withUTF8 { storage.findMember(in: object, key: $0, from: start) }
        if let found { decoder.lastMember = (object, found) }
        return found
    }

    /// The tape index of the member's value, or `keyNotFound`.
    func valueIndex(_ key: Key) throws -> Int {
        if let index = keyIndex(key) { return index + 1 }
        let reason = "missing member '\(key.stringValue)'"
        decoder.failure = JSONTapeDecoder.Failure(token: object, expected: "a member '\(key.stringValue)'",
                                                  found: nil, reason: reason)
        throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: reason))
    }

    func childPath(_ key: Key) -> DecodingPath { path.appending(.other(key)) }
    func keys(_ key: Key) -> [any CodingKey] { path.keys(appending: key) }

    func decodeNil(forKey key: Key) throws -> Bool { decoder.decodeNil(at: try valueIndex(key)) }
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.decodeBool(at: try valueIndex(key)) { keys(key) }
    }
    func decode(_: String.Type, forKey key: Key) throws -> String {
        try decoder.decodeString(at: try valueIndex(key)) { keys(key) }
    }
    func decode(_: Double.Type, forKey key: Key) throws -> Double {
        try decoder.decodeDouble(at: try valueIndex(key)) { keys(key) }
    }
    func decode(_: Float.Type, forKey key: Key) throws -> Float {
        try decoder.decodeFloat(at: try valueIndex(key)) { keys(key) }
    }
    func decode(_: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try decoder.decodeInteger(T.self, at: try valueIndex(key)) { keys(key) }
    }

    func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(T.self, at: try valueIndex(key), path: childPath(key))
    }

    // One lookup instead of the default's three (contains, decodeNil, decode).
    func decodeIfPresent<T: Decodable>(_: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentValue(key) else { return nil }
        return try decoder.decode(T.self, at: index, path: childPath(key))
    }
    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? {
        guard let index = presentValue(key) else { return nil }
        return try decoder.decodeString(at: index) { keys(key) }
    }
    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = presentValue(key) else { return nil }
        return try decoder.decodeBool(at: index) { keys(key) }
    }
    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = presentValue(key) else { return nil }
        return try decoder.decodeDouble(at: index) { keys(key) }
    }
    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = presentValue(key) else { return nil }
        return try decoder.decodeFloat(at: index) { keys(key) }
    }
    func decodeIfPresent(_: Int.Type, forKey key: Key) throws -> Int? { try presentInteger(key) }
    func decodeIfPresent(_: Int8.Type, forKey key: Key) throws -> Int8? { try presentInteger(key) }
    func decodeIfPresent(_: Int16.Type, forKey key: Key) throws -> Int16? { try presentInteger(key) }
    func decodeIfPresent(_: Int32.Type, forKey key: Key) throws -> Int32? { try presentInteger(key) }
    func decodeIfPresent(_: Int64.Type, forKey key: Key) throws -> Int64? { try presentInteger(key) }
    func decodeIfPresent(_: UInt.Type, forKey key: Key) throws -> UInt? { try presentInteger(key) }
    func decodeIfPresent(_: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentInteger(key) }
    func decodeIfPresent(_: UInt16.Type, forKey key: Key) throws -> UInt16? { try presentInteger(key) }
    func decodeIfPresent(_: UInt32.Type, forKey key: Key) throws -> UInt32? { try presentInteger(key) }
    func decodeIfPresent(_: UInt64.Type, forKey key: Key) throws -> UInt64? { try presentInteger(key) }

    /// The value's tape index, or nil when the key is missing or its value is null.
    private func presentValue(_ key: Key) -> Int? {
        guard let index = keyIndex(key), decoder.tape[index + 1].tag != .null else { return nil }
        return index + 1
    }

    private func presentInteger<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        guard let index = presentValue(key) else { return nil }
        return try decoder.decodeInteger(T.self, at: index) { keys(key) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyedContainer(NestedKey.self, at: try valueIndex(key), path: childPath(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(at: try valueIndex(key), path: childPath(key))
    }

    func superDecoder() throws -> any Decoder {
        let key = JSONStringKey("super")
        var name = "super"
        guard let index = name.withUTF8({ decoder.storage.findMember(in: object, key: $0, from: object + 1) }) else {
            let reason = "missing member 'super'"
            decoder.failure = JSONTapeDecoder.Failure(token: object, expected: "a member 'super'", found: nil, reason: reason)
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: reason))
        }
        return decoder.superDecoder(at: index + 1, path: path.appending(.name("super")))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.superDecoder(at: try valueIndex(key), path: childPath(key))
    }
}
