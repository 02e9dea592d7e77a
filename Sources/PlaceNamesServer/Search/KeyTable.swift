#if canImport(Glibc)
import Glibc
#endif

/// Distinct search keys sorted by their UTF-8 bytes, stored end to end in one buffer (one allocation however
/// many keys: a catalog of a million keys would otherwise carry a million array headers), with the postings of
/// each key likewise in one array.
struct KeyTable: Sendable {
    private let bytes: [UInt8]
    /// `ends[i]` is where key `i` ends in `bytes`; it starts where key `i - 1` ends.
    private let ends: [UInt32]
    private let postingList: [Posting]
    private let postingEnds: [UInt32]

    /// Builds the table from unsorted keys and their postings.
    init(_ table: [[UInt8]: [Posting]]) {
        let sorted = table.sorted { Self.precedes($0.key, $1.key) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sorted.reduce(0) { $0 + $1.key.count })
        var ends: [UInt32] = []
        ends.reserveCapacity(sorted.count)
        var postingList: [Posting] = []
        postingList.reserveCapacity(sorted.reduce(0) { $0 + $1.value.count })
        var postingEnds: [UInt32] = []
        postingEnds.reserveCapacity(sorted.count)
        for (key, postings) in sorted {
            bytes += key
            ends.append(UInt32(bytes.count))
            postingList += postings
            postingEnds.append(UInt32(postingList.count))
        }
        self.bytes = bytes
        self.ends = ends
        self.postingList = postingList
        self.postingEnds = postingEnds
    }

    var count: Int { ends.count }

    func range(of key: Int) -> Range<Int> {
        (key == 0 ? 0 : Int(ends[key - 1]))..<Int(ends[key])
    }

    func length(of key: Int) -> Int { range(of: key).count }

    /// The bytes of key `key`.
    func key(_ key: Int) -> ArraySlice<UInt8> { bytes[range(of: key)] }

    /// The postings of key `key`.
    func postings(_ key: Int) -> ArraySlice<Posting> {
        postingList[(key == 0 ? 0 : Int(postingEnds[key - 1]))..<Int(postingEnds[key])]
    }

    /// The first key not ordered before `needle`.
    func lowerBound(_ needle: [UInt8]) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if compare(middle, needle) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether key `key` starts with `needle`.
    func key(_ key: Int, startsWith needle: [UInt8]) -> Bool {
        let range = range(of: key)
        guard range.count >= needle.count else { return false }
        return compare(range.lowerBound, needle, length: needle.count) == 0
    }

    /// Byte order of key `key` against `needle`, by `memcmp`.
    private func compare(_ key: Int, _ needle: [UInt8]) -> Int {
        let range = range(of: key)
        let order = compare(range.lowerBound, needle, length: min(range.count, needle.count))
        return order != 0 ? order : range.count - needle.count
    }

    private func compare(_ start: Int, _ needle: [UInt8], length: Int) -> Int {
        guard length > 0 else { return 0 }
        return bytes.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { needle in
                Int(memcmp(bytes.baseAddress! + start, needle.baseAddress!, length))
            }
        }
    }

    /// Byte order, by `memcmp`: the generic `lexicographicallyPrecedes` stood out in start-up profiles.
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in memcmp(a.baseAddress!, b.baseAddress!, common) }
        }
        return order != 0 ? order < 0 : a.count < b.count
    }
}
