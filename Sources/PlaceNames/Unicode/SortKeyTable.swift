import Foundation

/// Sort keys for many strings packed into one byte array, so sorting a million names allocates twice, not a million times.
struct SortKeyTable {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    init<S: Sequence<String>>(collator: Collator, strings: S) {
        bytes.reserveCapacity(strings.underestimatedCount * 32)
        ends.reserveCapacity(strings.underestimatedCount)
        for string in strings {
            collator.sortKey(into: &bytes, string)
            ends.append(bytes.count)
        }
    }

    /// Indices of the strings in collation order (stable: equal keys keep their input order).
    func sortedIndices() -> [Int] {
        var order = Array(ends.indices)
        if order.isEmpty { return order }
        bytes.withUnsafeBufferPointer { all in
            ends.withUnsafeBufferPointer { ends in
                let base = all.baseAddress!
                func key(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                    let start = i == 0 ? 0 : ends[i - 1]
                    return UnsafeBufferPointer(start: base + start, count: ends[i] - start)
                }
                order.sort { i, j in
                    let c = Self.compare(key(i), key(j))
                    return c != 0 ? c < 0 : i < j
                }
            }
        }
        return order
    }

    /// memcmp order, shorter first on a common prefix.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(a.count, b.count)
        if n > 0 {
            let c = memcmp(a.baseAddress!, b.baseAddress!, n)
            if c != 0 { return Int(c) }
        }
        return a.count - b.count
    }
}
