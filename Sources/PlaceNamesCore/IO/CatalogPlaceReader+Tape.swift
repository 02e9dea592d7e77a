import Foundation

/// Reading tape entries: the few primitives the reader is built from.
extension CatalogPlaceReader {
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
    /// comparing bytes; nil for any other key (or one with escapes).
    @inline(__always)
    func schemaField<Field>(at key: Int, among keys: SchemaKeyTable<Field>) -> (position: Int, field: Field)? {
        guard let text = plainText(at: key), let position = keys.position(of: text) else { return nil }
        return (position, keys.fields[position])
    }
}
