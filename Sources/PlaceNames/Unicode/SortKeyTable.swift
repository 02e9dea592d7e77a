import Foundation

/// Sort keys for many strings packed into one byte array, so sorting a million names allocates twice, not a million times.
struct SortKeyTable {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    init<S: Sequence<String>>(collator: Collator, strings: S) {
        bytes.reserveCapacity(strings.underestimatedCount * 32)
        ends.reserveCapacity(strings.underestimatedCount)
        for string in strings {
            collator.appendSortKey(of: string, to: &bytes)
            ends.append(bytes.count)
        }
    }

    /// Indices of the strings in collation order (stable: equal keys keep their input order).
    ///
    /// Each entry carries its key's first 8 bytes as a big-endian integer, so most comparisons are one integer
    /// comparison on contiguous memory; only equal prefixes compare the full keys.
    func sortedIndices() -> [Int] {
        struct Entry { var prefix: UInt64; var index: Int }
        if ends.isEmpty { return [] }
        return bytes.withUnsafeBufferPointer { all in
            ends.withUnsafeBufferPointer { ends in
                let base = all.baseAddress!
                func key(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                    let start = i == 0 ? 0 : ends[i - 1]
                    return UnsafeBufferPointer(start: base + start, count: ends[i] - start)
                }
                var entries = (0..<ends.count).map { i in
                    var prefix: UInt64 = 0
                    let k = key(i)
                    for n in 0..<8 { prefix = prefix << 8 | UInt64(n < k.count ? k[n] : 0) }
                    return Entry(prefix: prefix, index: i)
                }
                entries.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    let c = Self.compare(key(a.index), key(b.index))
                    return c != 0 ? c < 0 : a.index < b.index
                }
                return entries.map(\.index)
            }
        }
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
