/// Writes GNU `.mo` files byte by byte, in either byte order, for the `.mo` reader's tests.
enum MOFixture {
    /// A `.mo` file holding `messages` (original, translation) in the given order, revision 0, no hash table.
    static func bytes(_ messages: [(String, String)], bigEndian: Bool = false) -> [UInt8] {
        let count = messages.count
        let originalsTable = 28
        let translationsTable = originalsTable + 8 * count
        var strings: [UInt8] = []
        var originals: [(length: Int, offset: Int)] = []
        var translations: [(length: Int, offset: Int)] = []
        let stringsStart = translationsTable + 8 * count
        for (original, _) in messages {
            originals.append((original.utf8.count, stringsStart + strings.count))
            strings += Array(original.utf8) + [0]
        }
        for (_, translation) in messages {
            translations.append((translation.utf8.count, stringsStart + strings.count))
            strings += Array(translation.utf8) + [0]
        }
        var bytes: [UInt8] = []
        func word(_ value: Int) {
            let value = UInt32(truncatingIfNeeded: value)
            let little = [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) }
            bytes += bigEndian ? little.reversed() : little
        }
        word(0x9504_12de)
        word(0)
        word(count)
        word(originalsTable)
        word(translationsTable)
        word(0)
        word(0)
        for entry in originals + translations {
            word(entry.length)
            word(entry.offset)
        }
        return bytes + strings
    }

    /// `bytes` with the 32-bit little-endian word at `offset` replaced.
    static func patching(_ bytes: [UInt8], at offset: Int, with value: UInt32) -> [UInt8] {
        var bytes = bytes
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        return bytes
    }
}
