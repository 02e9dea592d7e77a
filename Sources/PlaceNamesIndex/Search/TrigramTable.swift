/// For each 3-byte window (packed in a `UInt32`), the whole-name keys containing it after their first byte,
/// ascending: the distinct trigrams sorted, and each one's key numbers end to end (`SnapshotSection.trigramValues`
/// to `.trigramKeys`), found by binary search.
struct TrigramTable: Sendable {
    private let values: Column<UInt32>
    private let ends: Column<UInt32>
    private let keys: Column<Int32>

    init(snapshot: Snapshot) {
        values = snapshot.column(.trigramValues)
        ends = snapshot.column(.trigramEnds)
        keys = snapshot.column(.trigramKeys)
    }

    static func write(_ lists: [UInt32: [Int32]], to snapshot: inout SnapshotBuilder) {
        let values = lists.keys.sorted()
        var ends: [UInt32] = []
        var keys: [Int32] = []
        ends.reserveCapacity(values.count)
        for value in values {
            keys += lists[value]!
            ends.append(UInt32(keys.count))
        }
        snapshot.add(.trigramValues, values)
        snapshot.add(.trigramEnds, ends)
        snapshot.add(.trigramKeys, keys)
    }

    /// The keys holding `trigram`, or nil when none does.
    func keys(holding trigram: UInt32) -> Slice<UnsafeBufferPointer<Int32>>? {
        let count = min(values.count, ends.count)
        let low = partitionPoint(0..<count) { values[$0] < trigram }
        guard low < count, values[low] == trigram else { return nil }
        return keys.buffer[ends.span(low, within: keys.count)]
    }

    /// The 3-byte window at `start` of `bytes`, packed.
    static func trigram<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at start: Bytes.Index) -> UInt32
        where Bytes.Index == Int
    {
        UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
    }
}
