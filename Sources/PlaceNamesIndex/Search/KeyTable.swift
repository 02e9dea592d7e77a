#if canImport(Glibc)
import Glibc
#endif

/// Distinct search keys sorted by their UTF-8 bytes, stored end to end in one buffer (one allocation however
/// many keys: a catalog of a million keys would otherwise carry a million array headers), with the postings of
/// each key likewise in one array. Read in place from a snapshot (`SnapshotSection.keyEnds` to `.postings`).
struct KeyTable: Sendable {
    private let bytes: Column<UInt8>
    /// `ends[i]` is where key `i` ends in `bytes`; it starts where key `i - 1` ends.
    private let ends: Column<UInt32>
    private let postingList: Column<Posting>
    private let postingEnds: Column<UInt32>
    /// How many places and texts there are: what a posting's numbers must stay below.
    private let placeLimit: UInt32
    private let textLimit: UInt32

    /// The table of `snapshot`; a key and its postings are one each, so the shorter column sets the count.
    init(snapshot: Snapshot, places: Int, texts: Int) {
        placeLimit = UInt32(clamping: places)
        textLimit = UInt32(clamping: texts)
        bytes = snapshot.column(.keyBytes)
        ends = snapshot.column(.keyEnds)
        postingList = snapshot.column(.postings)
        postingEnds = snapshot.column(.postingEnds)
        count = min(ends.count, postingEnds.count)
    }

    /// A table's columns as the snapshot holds them, in memory while an index is built.
    struct Sorted {
        var bytes: [UInt8] = []
        var ends: [UInt32] = []
        var postingList: [Posting] = []
        var postingEnds: [UInt32] = []

        /// Where key `key` lies in `bytes`.
        func range(of key: Int) -> Range<Int> { (key == 0 ? 0 : Int(ends[key - 1]))..<Int(ends[key]) }

        /// Where key `key`'s postings lie in `postingList`.
        func postingNumbers(of key: Int) -> Range<Int> {
            (key == 0 ? 0 : Int(postingEnds[key - 1]))..<Int(postingEnds[key])
        }

        func write(to snapshot: inout SnapshotBuilder) {
            snapshot.add(.keyBytes, bytes)
            snapshot.add(.keyEnds, ends)
            snapshot.add(.postings, postingList)
            snapshot.add(.postingEnds, postingEnds)
        }
    }

    /// The columns of a table of distinct, unsorted keys and the postings of each: sorted by key.
    static func sorted(keys: [[UInt8]], postings: [[Posting]]) -> Sorted {
        // Sorted by the first eight bytes as one integer (zero-padded, big-endian, so integer order is byte order
        // with a shorter key first), and by `memcmp` only between keys sharing them.
        var prefixed = keys.indices.map { index in
            (prefix: keys[index].withUnsafeBufferPointer(Self.sortPrefix), index: Int32(index))
        }
        prefixed.sort { a, b in
            a.prefix != b.prefix ? a.prefix < b.prefix : Self.precedes(keys[Int(a.index)], keys[Int(b.index)])
        }
        let order = prefixed.lazy.map { Int($0.index) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(keys.reduce(0) { $0 + $1.count })
        var ends: [UInt32] = []
        ends.reserveCapacity(keys.count)
        var postingList: [Posting] = []
        postingList.reserveCapacity(postings.reduce(0) { $0 + $1.count })
        var postingEnds: [UInt32] = []
        postingEnds.reserveCapacity(keys.count)
        for index in order {
            bytes += keys[index]
            ends.append(UInt32(bytes.count))
            postingList += postings[index]
            postingEnds.append(UInt32(postingList.count))
        }
        return Sorted(bytes: bytes, ends: ends, postingList: postingList, postingEnds: postingEnds)
    }

    let count: Int

    /// Where key `key` lies in the key bytes (kept inside them whatever the snapshot says).
    func range(of key: Int) -> Range<Int> { ends.span(key, within: bytes.count) }

    func length(of key: Int) -> Int { range(of: key).count }

    /// The bytes of key `key`.
    func key(_ key: Int) -> Slice<UnsafeBufferPointer<UInt8>> { bytes.buffer[range(of: key)] }

    /// The byte at `offset` of the key buffer (`range(of:)` gives each key's offsets).
    func byte(at offset: Int) -> UInt8 { bytes[offset] }

    /// Calls `body` with each key in `keys` and each of its postings, in key order, then posting order: the
    /// loop of every search, without an array slice per key.
    func forEachPosting(ofKeysIn keys: Range<Int>, _ body: (_ key: Int, _ posting: Posting) -> Void) {
        forEachPosting(ofKeysIn: keys) { key, _, posting in body(key, posting) }
    }

    /// `forEachPosting(ofKeysIn:_:)` with each posting's number (its position in the posting list).
    func forEachPosting(ofKeysIn keys: Range<Int>, _ body: (_ key: Int, _ number: Int, _ posting: Posting) -> Void) {
        for key in keys {
            for index in postingEnds.span(key, within: postingList.count) {
                let posting = postingList[index]
                // A posting is input too: one naming a place or text the snapshot does not have is skipped.
                guard UInt32(bitPattern: posting.place) < placeLimit, UInt32(bitPattern: posting.text) < textLimit
                else { continue }
                body(key, index, posting)
            }
        }
    }

    /// The posting numbered `number` (its position in the posting list); nil for a number past the list or a
    /// posting naming a place or text the snapshot does not have.
    @inline(__always) func posting(_ number: Int) -> Posting? {
        guard number >= 0, number < postingList.count else { return nil }
        let posting = postingList[number]
        guard UInt32(bitPattern: posting.place) < placeLimit, UInt32(bitPattern: posting.text) < textLimit else {
            return nil
        }
        return posting
    }

    /// The numbers of the postings of the keys in `keys`.
    func postingNumbers(ofKeysIn keys: Range<Int>) -> Range<Int> {
        guard !keys.isEmpty else { return 0..<0 }
        let start = keys.lowerBound == 0 ? 0 : min(Int(postingEnds[keys.lowerBound - 1]), postingList.count)
        return start..<max(start, min(Int(postingEnds[keys.upperBound - 1]), postingList.count))
    }

    /// Whether key `key` is `needle`.
    func key(_ key: Int, isExactly needle: [UInt8]) -> Bool {
        key < count && length(of: key) == needle.count && self.key(key, startsWith: needle)
    }

    /// The key that is `needle`, if there is one.
    func key(equalTo needle: [UInt8]) -> Int? {
        let found = lowerBound(needle)
        return key(found, isExactly: needle) ? found : nil
    }

    /// Whether key `key` holds `needle` starting at or after byte `from` of it.
    func key(_ key: Int, contains needle: [UInt8], from: Int) -> Bool {
        let range = range(of: key)
        guard range.count - from >= needle.count, !needle.isEmpty else { return false }
        return needle.withUnsafeBufferPointer { needle in
            let key = bytes.buffer.baseAddress! + range.lowerBound
            let first = needle[0]
            for start in from...(range.count - needle.count)
            where key[start] == first && memcmp(key + start, needle.baseAddress!, needle.count) == 0 {
                return true
            }
            return false
        }
    }

    /// The postings of key `key`.
    func postings(_ key: Int) -> Slice<UnsafeBufferPointer<Posting>> {
        postingList.buffer[postingEnds.span(key, within: postingList.count)]
    }

    /// The first key not ordered before `needle`, in `range` (all keys by default).
    func lowerBound(_ needle: [UInt8], in range: Range<Int>? = nil) -> Int {
        needle.withUnsafeBufferPointer { lowerBound($0, in: range ?? 0..<count) }
    }

    /// The first key not ordered before `needle`, in `range`.
    func lowerBound(_ needle: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
        partitionPoint(range) { key in
            compareBytes(UnsafeBufferPointer(rebasing: bytes.buffer[self.range(of: key)]), needle) < 0
        }
    }

    /// The keys in `range` that start with `needle`; `range` must hold every key that does.
    func range(startingWith needle: [UInt8], in range: Range<Int>) -> Range<Int> {
        needle.withUnsafeBufferPointer { self.range(startingWith: $0, in: range) }
    }

    /// The keys in `range` that start with `needle`; `range` must hold every key that does.
    func range(startingWith needle: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Range<Int> {
        let low = lowerBound(needle, in: range)
        return low..<partitionPoint(low..<range.upperBound) { key($0, startsWith: needle) }
    }

    /// The letters the keys in `range` go on with at byte `offset`, each once, in key order, with the keys that go
    /// on with it; every key in `range` must share its first `offset` bytes. It costs one binary search per letter
    /// found, so it gives up (nil) past `limit` letters, where asking for each letter wanted costs less.
    func continuations(of range: Range<Int>, at offset: Int, limit: Int) -> [(letter: UInt64, keys: Range<Int>)]? {
        let bytes = self.bytes.buffer
        var found: [(letter: UInt64, keys: Range<Int>)] = []
        var key = range.lowerBound
        while key < range.upperBound {
            let span = self.range(of: key)
            let start = span.lowerBound
            let count = span.count
            // The shared bytes alone, which sort first.
            guard count > offset else { key += 1; continue }
            let length = Self.letterLength(lead: bytes[start + offset], within: count - offset)
            let letter = Self.pack(bytes.baseAddress! + start + offset, length: length)
            // The first key after `key` that does not go on with the letter.
            let low = partitionPoint(key + 1..<range.upperBound) { middle in
                let middleSpan = self.range(of: middle)
                return middleSpan.count >= offset + length
                    && Self.pack(bytes.baseAddress! + middleSpan.lowerBound + offset, length: length) == letter
            }
            found.append((letter, key..<low))
            if found.count > limit { return nil }
            key = low
        }
        return found
    }

    /// How many bytes the letter led by `lead` takes, at most `available`.
    @inline(__always) static func letterLength(lead: UInt8, within available: Int) -> Int {
        min(available, lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
    }

    /// How many letters `bytes` holds: the bytes that do not continue a UTF-8 sequence (no string made).
    static func letterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count { $0 & 0xC0 != 0x80 }
    }

    /// The `length` (1 to 4) bytes at `start` as one integer: a letter compared in one go.
    static func pack(_ start: UnsafePointer<UInt8>, length: Int) -> UInt64 {
        var value = UInt64(length)
        for index in 0..<length { value |= UInt64(start[index]) << (8 * UInt64(index) + 8) }
        return value
    }

    /// `letter` (1 to 4 bytes of UTF-8) as `continuations(of:at:limit:)` gives it.
    static func pack(_ letter: [UInt8]) -> UInt64 {
        letter.withUnsafeBufferPointer { pack($0.baseAddress!, length: min(letter.count, 4)) }
    }

    /// Whether key `key` starts with `needle`.
    func key(_ key: Int, startsWith needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { self.key(key, startsWith: $0) }
    }

    /// Whether key `key` starts with `needle`.
    func key(_ key: Int, startsWith needle: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = range(of: key)
        guard range.count >= needle.count else { return false }
        return sameBytes(UnsafeBufferPointer(start: bytes.buffer.baseAddress! + range.lowerBound, count: needle.count),
                         needle)
    }

    /// The first eight bytes of `bytes`, zero-padded, big-endian: keys hold no zero byte, so the order of these
    /// integers is the bytes' order, a shorter run of bytes first, wherever the first eight differ.
    static func sortPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<8 { value = value << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0) }
        return value
    }

    /// Byte order, by `memcmp`: the generic `lexicographicallyPrecedes` stood out in start-up profiles.
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compareBytes(a, b) < 0 } }
    }
}
