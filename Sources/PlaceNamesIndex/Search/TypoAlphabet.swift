/// The letters typo variants substitute and insert: for each 128-code-point block, the most frequent scalars of
/// the index's keys in it. A query in Cyrillic gets Cyrillic letters, a Latin one `a`–`z` and digits; a Han
/// query only the commonest characters, so the variants stay few whatever the script.
struct TypoAlphabet: Sendable {
    /// At most this many letters per block.
    static let lettersPerBlock = 40
    private let letters: [UInt32: [[UInt8]]]
    /// Each block's letters packed (`KeyTable.pack`), and where each letter stands in its block's list.
    private let packed: [UInt32: [UInt64]]
    private let positions: [UInt64: (block: UInt32, position: Int)]

    /// The alphabet a snapshot holds (`encoded`); a damaged entry ends the reading, keeping the blocks before it.
    init(snapshot: Snapshot) {
        let bytes = snapshot.column(.typoAlphabet, as: UInt8.self)
        var letters: [UInt32: [[UInt8]]] = [:]
        var offset = 0
        reading: while bytes.count - offset >= 5 {
            var block: UInt32 = 0
            for index in 0..<4 { block |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
            let count = Int(bytes[offset + 4])
            offset += 5
            var list: [[UInt8]] = []
            for _ in 0..<count {
                guard offset < bytes.count else { break reading }
                let length = Int(bytes[offset])
                guard length <= bytes.count - offset - 1 else { break reading }
                list.append(Array(bytes.buffer[(offset + 1)..<(offset + 1 + length)]))
                offset += 1 + length
            }
            letters[block] = list
        }
        self.letters = letters
        (packed, positions) = Self.packed(letters)
    }

    /// The letters as a snapshot holds them: for each block in ascending order, its number (4 bytes,
    /// little-endian), its letter count, then each letter as a length byte and its UTF-8.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        for block in letters.keys.sorted() {
            let list = letters[block]!
            withUnsafeBytes(of: block.littleEndian) { bytes += $0 }
            bytes.append(UInt8(list.count))
            for letter in list {
                bytes.append(UInt8(letter.count))
                bytes += letter
            }
        }
        return bytes
    }

    /// Counts the scalars of `keys` (the keys' UTF-8 end to end, spaces ignored; the Basic Multilingual Plane,
    /// where letters are).
    init(keyBytes: [UInt8]) {
        // A flat table, not a dictionary: there are millions of scalars in a large catalog's keys.
        var counts = [Int32](repeating: 0, count: 0x10000)
        keyBytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                guard index + length <= bytes.count else { break }
                var value = UInt32(lead)
                switch length {
                case 2: value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                case 3: value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                    | UInt32(bytes[index + 2] & 0x3F)
                case 4: value = 0x10000
                default: break
                }
                if value < 0x10000, value != 0x20 { counts[Int(value)] &+= 1 }
                index += length
            }
        }
        var byBlock: [UInt32: [(Unicode.Scalar, Int32)]] = [:]
        for (value, count) in counts.enumerated() where count > 0 {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            byBlock[scalar.value >> 7, default: []].append((scalar, count))
        }
        letters = byBlock.mapValues { scalars in
            scalars.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.value < $1.0.value }
                .prefix(Self.lettersPerBlock).map { Array(String($0.0).utf8) }
        }
        (packed, positions) = Self.packed(letters)
    }

    private static func packed(_ letters: [UInt32: [[UInt8]]])
        -> ([UInt32: [UInt64]], [UInt64: (block: UInt32, position: Int)]) {
        let packed = letters.mapValues { $0.map(KeyTable.pack) }
        var positions: [UInt64: (block: UInt32, position: Int)] = [:]
        for (block, list) in packed {
            for (position, letter) in list.enumerated() where positions[letter] == nil {
                positions[letter] = (block, position)
            }
        }
        return (packed, positions)
    }

    /// The commonest letter of every block, in block order: a text in every script the index holds.
    var everyScript: String {
        String(decoding: Array(letters.keys.sorted().compactMap { letters[$0]?.first }.joined(separator: [0x20])), as: UTF8.self)
    }

    /// The letters of the blocks `text`'s scalars are in, each once, in a fixed order.
    func letters(for text: [Unicode.Scalar]) -> TypoLetters {
        var blocks: [UInt32] = []
        for scalar in text where !blocks.contains(scalar.value >> 7) { blocks.append(scalar.value >> 7) }
        var starts: [(block: UInt32, start: Int)] = []
        var list: [UInt64] = []
        for block in blocks {
            starts.append((block, list.count))
            list += packed[block] ?? []
        }
        return TypoLetters(packed: list, blockStarts: starts, positions: positions)
    }
}

/// The letters a query's typo variants substitute and insert (`TypoAlphabet.letters(for:)`), packed
/// (`KeyTable.pack`), with each letter's place in the list found by one hash look-up.
struct TypoLetters {
    let packed: [UInt64]
    fileprivate let blockStarts: [(block: UInt32, start: Int)]
    fileprivate let positions: [UInt64: (block: UInt32, position: Int)]

    /// Where `letter` stands in `packed`; nil when it is not there.
    func index(of letter: UInt64) -> Int? {
        guard let (block, position) = positions[letter],
              let start = blockStarts.first(where: { $0.block == block })?.start else { return nil }
        let index = start + position
        return index < packed.count && packed[index] == letter ? index : nil
    }
}
