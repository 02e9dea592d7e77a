import Foundation

/// Reading tape entries: the few primitives the reader is built from.
extension CatalogReader {
    /// The tape index just past the value at `index`.
    @inline(__always)
    func next(after index: Int) -> Int {
        let entry = tape[index]
        return entry.tag.rawValue >= JSONTag.array.rawValue ? Int(entry.end) : index + 1
    }

    /// The raw bytes of a string written without escapes (so they are its text); nil for anything else.
    @inline(__always)
    func plainText(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        let entry = tape[index]
        guard entry.tag == .string, entry.flags & JSONTapeEntry.hasEscapes == 0 else { return nil }
        return UnsafeBufferPointer(start: bytes + Int(entry.offset) + 1, count: Int(entry.length))
    }

    /// The string at `index`, or nil if the value is not a string.
    @inline(__always)
    func string(at index: Int) -> String? {
        tape[index].tag == .string ? stringValue(at: index) : nil
    }

    /// The string at `index`, which must be a string entry.
    @inline(__always)
    func stringValue(at index: Int) -> String {
        let entry = tape[index]
        guard entry.flags & JSONTapeEntry.hasEscapes == 0 else { return storage.string(at: index) }
        return JSONStorage.validatedString(bytes + Int(entry.offset) + 1, count: Int(entry.length),
                                           isASCII: entry.flags & JSONTapeEntry.hasNonASCII == 0)
    }

    /// Which of the schema's `keys` the key at `key` is, and its position (for a bit set of fields seen),
    /// comparing its unescaped bytes; nil for any other key.
    @inline(__always)
    func schemaField<Field>(at key: Int, among keys: SchemaKeyTable<Field>) -> (position: Int, field: Field)? {
        let position = if let text = plainText(at: key) { keys.position(of: text) } else { escapedKey(at: key, keys.position) }
        return position.map { ($0, keys.fields[$0]) }
    }

    /// The table's ordinal of the language the names key at `key` is, from its unescaped bytes.
    @inline(__always)
    func languageOrdinal(at key: Int) -> Int? {
        if let text = plainText(at: key) { return table.ordinal(of: text) }
        return escapedKey(at: key, table.ordinal)
    }

    /// `find` of a key written with escapes, unescaped: rare, so kept out of the inlined paths.
    @inline(never)
    private func escapedKey(at key: Int, _ find: (UnsafeBufferPointer<UInt8>) -> Int?) -> Int? {
        var text = storage.string(at: key)
        return text.withUTF8(find)
    }

    /// Whether the strings at `a` and `b` have the same unescaped bytes.
    func sameText(_ a: Int, _ b: Int) -> Bool {
        if let x = plainText(at: a), let y = plainText(at: b) { return sameBytes(x, y) }
        return stringValue(at: a).utf8.elementsEqual(stringValue(at: b).utf8)
    }

    /// Whether the string at `index` is empty or only white space.
    func isBlank(_ index: Int) -> Bool {
        if let text = plainText(at: index) { return ScalarClass.isBlank(text) }
        var text = stringValue(at: index)
        return text.withUTF8(ScalarClass.isBlank)
    }

    /// The tape index of the value of the object's first member whose key is `field`.
    func firstMember<Field: Equatable>(_ keys: SchemaKeyTable<Field>, _ field: Field, in object: Int) -> Int? {
        guard tape[object].tag == .object else { return nil }
        var key = object + 1
        while key < Int(tape[object].end) {
            if schemaField(at: key, among: keys)?.field == field { return key + 1 }
            key = next(after: key + 1)
        }
        return nil
    }
}
