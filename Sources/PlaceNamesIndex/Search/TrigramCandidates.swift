/// The whole-name keys holding a needle's two rarest trigrams after their first byte, ascending: the keys that may
/// contain it (all of them do for a 3-byte needle). The rarer list is walked and each of its keys looked for in the
/// other by galloping search (`gallopingPartitionPoint`).
struct TrigramCandidates {
    private let rarest: Slice<UnsafeBufferPointer<Int32>>
    private let second: Slice<UnsafeBufferPointer<Int32>>?
    private let keyCount: Int
    private var position: Int
    private var cursor: Int

    /// Nil when the needle is shorter than a trigram or some trigram of it is in no key.
    init?(needle: [UInt8], trigrams: TrigramTable, keyCount: Int) {
        guard needle.count >= 3 else { return nil }
        var rarest: Slice<UnsafeBufferPointer<Int32>>?
        var second: Slice<UnsafeBufferPointer<Int32>>?
        // Each distinct window once: a binary search per window is dearer than a hash, and long queries repeat
        // their windows (`กกก…`).
        var seen = Set<UInt32>()
        for start in 0...(needle.count - 3) {
            let trigram = TrigramTable.trigram(needle, at: start)
            guard seen.insert(trigram).inserted else { continue }
            guard let keys = trigrams.keys(holding: trigram) else { return nil }
            if keys.count < rarest?.count ?? .max {
                second = rarest
                rarest = keys
            } else if keys.count < second?.count ?? .max {
                second = keys
            }
        }
        guard let rarest else { return nil }
        self.rarest = rarest
        self.second = second
        self.keyCount = keyCount
        position = rarest.startIndex
        cursor = second?.startIndex ?? 0
    }

    /// The next candidate key; nil after the last.
    mutating func next() -> Int? {
        while position < rarest.endIndex {
            let value = rarest[position]
            position += 1
            // Key numbers are input too: one past the table is dropped.
            guard value >= 0, Int(value) < keyCount else { continue }
            if let second {
                cursor = gallopingPartitionPoint(cursor..<second.endIndex) { second[$0] < value }
                guard cursor < second.endIndex, second[cursor] == value else { continue }
            }
            return Int(value)
        }
        return nil
    }
}
