/// Every place in the trigram-indexed keys where a needle of four bytes or more can start (after a key's first
/// byte, at the start of a letter), sorted by the bytes from there to the key's end (`SnapshotSection.suffixes`):
/// the keys holding a needle are one block of it, found by two binary searches.
///
/// The trigram lists (`TrigramCandidates`) answer a needle by walking the rarest window's list, hundreds or
/// thousands of keys, to find the dozen that hold every window; this finds the dozen directly. It costs a table of
/// 8 bytes a suffix, read in place: only the pages its searches touch are read from the file.
struct SuffixTable: Sendable {
    /// Each suffix as its key's number (high 32 bits) and where it starts in the key (low 32 bits).
    private let entries: Column<UInt64>

    /// The shortest needle the table answers: shorter ones go through the trigram lists, which list each key once.
    static let shortestNeedle = 4

    init(snapshot: Snapshot) {
        entries = snapshot.column(.suffixes)
    }

    /// The suffixes of the keys numbered `eligible` in `keys` (their `bytes` and `ends`), sorted.
    static func write(keys: KeyTable.Sorted, eligible: [Int], to snapshot: inout SnapshotBuilder) {
        var suffixes: [(prefix: UInt64, entry: UInt64)] = []
        keys.bytes.withUnsafeBufferPointer { bytes in
            for key in eligible {
                let range = keys.range(of: key)
                guard range.count > shortestNeedle else { continue }
                for start in 1...(range.count - shortestNeedle) where bytes[range.lowerBound + start] & 0xC0 != 0x80 {
                    let suffix = UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + start)..<range.upperBound])
                    suffixes.append((KeyTable.sortPrefix(suffix), UInt64(key) << 32 | UInt64(start)))
                }
            }
            // By the first eight bytes as one integer (`KeyTable.sortPrefix`), by the bytes only between suffixes
            // sharing them, then by key and start, so the table is the same from the same keys.
            suffixes.sort { a, b in
                if a.prefix != b.prefix { return a.prefix < b.prefix }
                let order = compareBytes(suffix(a.entry, keys: keys, bytes: bytes), suffix(b.entry, keys: keys, bytes: bytes))
                return order != 0 ? order < 0 : a.entry < b.entry
            }
        }
        snapshot.add(.suffixes, suffixes.map(\.entry))
    }

    /// The numbers of the keys holding `needle` after their first byte, ascending, each once; nil when the needle
    /// is shorter than `shortestNeedle` or holds more than `limit` times (the trigram lists then cost no more).
    func keys(holding needle: [UInt8], in keys: KeyTable, limit: Int) -> [Int]? {
        guard needle.count >= Self.shortestNeedle, !entries.isEmpty else { return nil }
        let block: Range<Int> = needle.withUnsafeBufferPointer { needle in
            let start = partitionPoint(0..<entries.count) { compare($0, with: needle, keys: keys) < 0 }
            let end = gallopingPartitionPoint(start..<entries.count) {
                compare($0, with: needle, keys: keys, prefixOnly: true) == 0
            }
            return start..<end
        }
        guard block.count <= limit else { return nil }
        var found = block.compactMap { position -> Int? in
            // Key numbers and starts are input too: one naming no key is dropped.
            let key = Int(entries[position] >> 32)
            return key < keys.count ? key : nil
        }
        found.sort()
        var last = -1
        found.removeAll { key in
            defer { last = key }
            return key == last
        }
        return found
    }

    /// How suffix `position` compares with `needle`: its first `needle.count` bytes only when `prefixOnly`.
    private func compare(_ position: Int, with needle: UnsafeBufferPointer<UInt8>, keys: KeyTable,
                         prefixOnly: Bool = false) -> Int {
        let entry = entries[position]
        let key = Int(entry >> 32)
        guard key < keys.count else { return 1 }
        let bytes = keys.key(key)
        let start = min(bytes.startIndex + Int(entry & 0xFFFF_FFFF), bytes.endIndex)
        var suffix = UnsafeBufferPointer(rebasing: bytes[start...])
        if prefixOnly { suffix = UnsafeBufferPointer(rebasing: suffix.prefix(needle.count)) }
        return compareBytes(suffix, needle)
    }

    private static func suffix(_ entry: UInt64, keys: KeyTable.Sorted, bytes: UnsafeBufferPointer<UInt8>)
        -> UnsafeBufferPointer<UInt8> {
        let range = keys.range(of: Int(entry >> 32))
        return UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + Int(entry & 0xFFFF_FFFF))..<range.upperBound])
    }
}
