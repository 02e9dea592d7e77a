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
    /// Each entry carries its key's first 16 bytes as two big-endian integers (about 15 letters of primary
    /// weights for Thai), so most comparisons are integer comparisons on contiguous memory; only equal prefixes
    /// compare the full keys.
    func sortedIndices() -> [Int] {
        struct Entry { var high: UInt64; var low: UInt64; var index: Int }
        if ends.isEmpty { return [] }
        return bytes.withUnsafeBufferPointer { all in
            ends.withUnsafeBufferPointer { ends in
                let base = all.baseAddress!
                func key(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                    let start = i == 0 ? 0 : ends[i - 1]
                    return UnsafeBufferPointer(start: base + start, count: ends[i] - start)
                }
                var entries = (0..<ends.count).map { i in
                    var high: UInt64 = 0, low: UInt64 = 0
                    let k = key(i)
                    for n in 0..<8 { high = high << 8 | UInt64(n < k.count ? k[n] : 0) }
                    for n in 8..<16 { low = low << 8 | UInt64(n < k.count ? k[n] : 0) }
                    return Entry(high: high, low: low, index: i)
                }
                entries.sort { a, b in
                    if a.high != b.high { return a.high < b.high }
                    if a.low != b.low { return a.low < b.low }
                    let c = Self.compare(key(a.index), key(b.index))
                    return c != 0 ? c < 0 : a.index < b.index
                }
                return entries.map(\.index)
            }
        }
    }

    /// Byte order, shorter first on a common prefix: ICU's order of sort keys.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        compareBytes(a, b)
    }
}
