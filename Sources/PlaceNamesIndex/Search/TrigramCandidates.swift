/// The whole-name keys holding every 3-byte window of a needle after their first byte, ascending: the keys that may
/// contain it (all of them do for a 3-byte needle). The rarest window's list is walked and each of its keys looked
/// for in the others, rarest first, a few steps in order and then by galloping search (`gallopingPartitionPoint`,
/// whose other caller compares key bytes, where stepping would cost more). A step along a list read in order costs
/// far less than reading a key's bytes far away in the table; and in a script of several bytes a letter, a window is
/// little more than one letter, so the two rarest windows alone left most keys that lack the needle.
struct TrigramCandidates {
    private let rarest: Slice<UnsafeBufferPointer<Int32>>
    /// The other windows' lists, rarest first, each with the position its search goes on from.
    private var others: [(keys: Slice<UnsafeBufferPointer<Int32>>, cursor: Int)]
    private let keyCount: Int
    private var position: Int

    /// Nil when the needle is shorter than a trigram or some trigram of it is in no key.
    init?(needle: [UInt8], trigrams: TrigramTable, keyCount: Int) {
        guard needle.count >= 3 else { return nil }
        var lists: [Slice<UnsafeBufferPointer<Int32>>] = []
        // Each distinct window once: a binary search per window is dearer than a hash, and long queries repeat
        // their windows (`กกก…`).
        var seen = Set<UInt32>()
        for start in 0...(needle.count - 3) {
            let trigram = TrigramTable.trigram(needle, at: start)
            guard seen.insert(trigram).inserted else { continue }
            guard let keys = trigrams.keys(holding: trigram) else { return nil }
            lists.append(keys)
        }
        lists.sort { $0.count < $1.count }
        guard let rarest = lists.first else { return nil }
        self.rarest = rarest
        others = lists.dropFirst().map { (keys: $0, cursor: $0.startIndex) }
        self.keyCount = keyCount
        position = rarest.startIndex
    }

    /// The next candidate key; nil after the last.
    /// - Parameter passOver: whether a key of the rarest list is not wanted, asked before it is looked for in the
    ///   others (a look-up far along a long list costs more than a glance at a table the processor keeps close).
    mutating func next(passingOver passOver: (Int) -> Bool = { _ in false }) -> Int? {
        candidates: while position < rarest.endIndex {
            let value = rarest[position]
            position += 1
            // Key numbers are input too: one past the table is dropped.
            guard value >= 0, Int(value) < keyCount, !passOver(Int(value)) else { continue }
            for list in others.indices {
                let keys = others[list].keys
                var cursor = others[list].cursor
                // Lists of like length leave short gaps: a few steps in order, which the processor predicts,
                // before a galloping search, whose halvings it cannot.
                let near = min(cursor + 8, keys.endIndex)
                while cursor < near, keys[cursor] < value { cursor += 1 }
                if cursor == near, cursor < keys.endIndex, keys[cursor] < value {
                    cursor = gallopingPartitionPoint(cursor..<keys.endIndex) { keys[$0] < value }
                }
                others[list].cursor = cursor
                guard cursor < keys.endIndex, keys[cursor] == value else { continue candidates }
            }
            return Int(value)
        }
        return nil
    }
}
