#if canImport(Glibc)
import Glibc
#endif

/// The keys sorted as if their letter number `letter` (0 or 1) were left out, then by number. A key one
/// substitution at that letter from the query, with the query's letters before it, is then a key whose shortened
/// form starts with the query's deletion variant; one insertion away, a key whose shortened form starts with the
/// query. Either is one binary search here, where a search per letter of the alphabet would be needed in the key
/// table (`SnapshotSection.typoDeletions`). Keys with no such letter are not listed.
struct TypoDeletionTable: Sendable {
    /// The letter left out.
    let letter: Int
    private let order: Column<Int32>

    init(snapshot: Snapshot, letter: Int) {
        self.letter = letter
        order = snapshot.column(letter == 0 ? .typoDeletions0 : .typoDeletions1)
    }

    /// Whether the snapshot holds the table.
    var isEmpty: Bool { order.isEmpty }

    typealias Parts = (before: UnsafeBufferPointer<UInt8>, letter: UnsafeBufferPointer<UInt8>,
                       after: UnsafeBufferPointer<UInt8>)

    /// A key's bytes before letter `letter`, that letter's, and those after; nil when it has no such letter.
    static func parts(of key: UnsafeBufferPointer<UInt8>, letter: Int) -> Parts? {
        var start = 0
        for _ in 0..<letter {
            guard start < key.count else { return nil }
            start += KeyTable.letterLength(lead: key[start], within: key.count - start)
        }
        guard start < key.count else { return nil }
        let end = start + KeyTable.letterLength(lead: key[start], within: key.count - start)
        return (UnsafeBufferPointer(rebasing: key[..<start]), UnsafeBufferPointer(rebasing: key[start..<end]),
                UnsafeBufferPointer(rebasing: key[end...]))
    }

    /// Writes the table of letter `letter` for a sorted key table (`KeyTable.Sorted`).
    static func write(_ keys: KeyTable.Sorted, letter: Int, to snapshot: inout SnapshotBuilder) {
        var listed: [(key: Int32, before: Range<Int>, after: Range<Int>)] = []
        keys.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for (number, end) in keys.ends.enumerated() {
                let key = UnsafeBufferPointer(rebasing: bytes[start..<Int(end)])
                if let parts = parts(of: key, letter: letter) {
                    listed.append((Int32(number), start..<(start + parts.before.count),
                                   (start + parts.before.count + parts.letter.count)..<Int(end)))
                }
                start = Int(end)
            }
            listed.sort { a, b in
                let order = compare(UnsafeBufferPointer(rebasing: bytes[a.before]),
                                    UnsafeBufferPointer(rebasing: bytes[a.after]),
                                    UnsafeBufferPointer(rebasing: bytes[b.before]),
                                    UnsafeBufferPointer(rebasing: bytes[b.after]))
                return order != 0 ? order < 0 : a.key < b.key
            }
        }
        snapshot.add(letter == 0 ? .typoDeletions0 : .typoDeletions1, listed.map(\.key))
    }

    /// The numbers of the keys of `keys` whose shortened form starts with `needle`, in the table's order.
    func keys(shortenedStartingWith needle: UnsafeBufferPointer<UInt8>, of keys: KeyTable)
        -> Slice<UnsafeBufferPointer<Int32>> {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        func parts(_ position: Int) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)? {
            let key = Int(order[position])
            guard key >= 0, key < keys.count,
                  let parts = Self.parts(of: UnsafeBufferPointer(rebasing: keys.key(key)), letter: letter)
            else { return nil }
            return (parts.before, parts.after)
        }
        let low = partitionPoint(0..<order.count) { position in
            guard let (before, after) = parts(position) else { return false }
            return Self.compare(before, after, needle, empty) < 0
        }
        // Few keys share a shortened start: the end of theirs is looked for close by.
        let high = gallopingPartitionPoint(low..<order.count) { position in
            guard let (before, after) = parts(position) else { return false }
            return Self.startsWith(before, after, needle)
        }
        return order.buffer[low..<high]
    }

    /// Byte order of `a1` then `a2` against `b1` then `b2`.
    private static func compare(_ a1: UnsafeBufferPointer<UInt8>, _ a2: UnsafeBufferPointer<UInt8>,
                                _ b1: UnsafeBufferPointer<UInt8>, _ b2: UnsafeBufferPointer<UInt8>) -> Int {
        var (aHead, aTail, bHead, bTail) = (a1, a2, b1, b2)
        while true {
            if aHead.isEmpty { (aHead, aTail) = (aTail, UnsafeBufferPointer(start: nil, count: 0)) }
            if bHead.isEmpty { (bHead, bTail) = (bTail, UnsafeBufferPointer(start: nil, count: 0)) }
            let common = min(aHead.count, bHead.count)
            if common == 0 { return (aHead.count + aTail.count) - (bHead.count + bTail.count) }
            let order = memcmp(aHead.baseAddress!, bHead.baseAddress!, common)
            if order != 0 { return Int(order) }
            aHead = UnsafeBufferPointer(rebasing: aHead[common...])
            bHead = UnsafeBufferPointer(rebasing: bHead[common...])
        }
    }

    /// Whether `first` then `second` starts with `needle`.
    private static func startsWith(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
                                   _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count + second.count >= needle.count else { return false }
        let head = min(first.count, needle.count)
        return sameBytes(UnsafeBufferPointer(rebasing: first[..<head]), UnsafeBufferPointer(rebasing: needle[..<head]))
            && sameBytes(UnsafeBufferPointer(rebasing: second[..<(needle.count - head)]),
                         UnsafeBufferPointer(rebasing: needle[head...]))
    }
}
