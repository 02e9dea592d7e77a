import Testing
@testable import PlaceNamesIndex
#if canImport(Glibc)
import Glibc
#endif

/// The suffix table's keys for a needle of four bytes or more are the keys holding it after their first byte, as a
/// scan of every key finds them: the substring pass reads the same keys through it as through the trigram lists.
@Suite struct SuffixTableTests {
    /// Keys of letters of one to four bytes that share bytes across letters (`é` is C3 A9, `ก` E0 B8 81), many
    /// holding the same runs of letters.
    static let keys = randomKeys(count: 2_000, letters: ["a", "b", "ab", "é", "ก", "ข", "😀"], maxLetters: 12, seed: 33)

    /// Kept for the tables' life: they read the snapshot's memory without holding it.
    static let snapshot: Snapshot = {
        var builder = SnapshotBuilder()
        let sorted = KeyTable.sorted(keys: keys, postings: keys.map { _ in [] })
        sorted.write(to: &builder)
        SuffixTable.write(keys: sorted, eligible: Array(keys.indices), to: &builder)
        for section in SnapshotSection.allCases
        where ![.keyBytes, .keyEnds, .postings, .postingEnds, .suffixes].contains(section) {
            builder.add(section, raw: [])
        }
        return try! Snapshot(bytes: builder.bytes())
    }()
    static let table = KeyTable(snapshot: snapshot, places: 0, texts: 0)
    static let suffixes = SuffixTable(snapshot: snapshot)

    /// Whether `key` holds `needle` starting at byte 1 or later (by `memcmp`: a debug build's slices took seconds).
    static func holds(_ key: [UInt8], _ needle: [UInt8]) -> Bool {
        guard key.count > needle.count else { return false }
        return key.withUnsafeBytes { key in
            needle.withUnsafeBytes { needle in
                (1...(key.count - needle.count)).contains { memcmp(key.baseAddress! + $0, needle.baseAddress!, needle.count) == 0 }
            }
        }
    }

    @Test func theKeysAreTheKeysHoldingTheNeedle() {
        var random = SeededRandom(seed: 34)
        var needles = Set<String>(["aaaa", "abab", "éééé", "กขกข", "😀", "😀😀", "zzzz", "abaz", "ééa"])
        // Whole letters of keys, and of two keys run together (most of which no key holds).
        let letters = Self.keys.map { Array(String(decoding: $0, as: UTF8.self)) }
        while needles.count < 600 {
            let text = letters.randomElement(using: &random)! + letters.randomElement(using: &random)!
            let start = Int.random(in: 0..<text.count, using: &random)
            needles.insert(String(text[start..<min(text.count, start + Int.random(in: 1...8, using: &random))]))
        }
        var found = 0
        for needle in needles.map({ Array($0.utf8) }) {
            let keys = Self.suffixes.keys(holding: needle, in: Self.table, limit: .max)
            guard needle.count >= SuffixTable.shortestNeedle else {
                #expect(keys == nil, "\(String(decoding: needle, as: UTF8.self))")
                continue
            }
            let expected = Self.keys.indices.filter { Self.holds(Self.keys[$0], needle) }
            #expect(keys == expected, "\(String(decoding: needle, as: UTF8.self)) \(needle)")
            if !expected.isEmpty { found += 1 }
        }
        // Most needles must be held by some key, or the comparison above would say little.
        #expect(found > 250, "\(found) of \(needles.count) needles are held")
    }

    /// A damaged table answers from what it has but reads nothing outside the key table and names no key it does
    /// not have. Inside the block of `abab` (keys 1 to 3 hold it from their second byte) lies an entry naming key 99
    /// of four, where the binary searches step over it; before the block, one starting past its key's end.
    @Test func entriesNamingNoKeyOrStartingPastTheirKeyAreNotTrusted() throws {
        let keys = ["abab", "xabab", "yabab", "zabab"].map { Array($0.utf8) }
        var builder = SnapshotBuilder()
        KeyTable.sorted(keys: keys, postings: keys.map { _ in [] }).write(to: &builder)
        builder.add(.suffixes, [1 << 32 | 0xFFFF_FFFF, 1 << 32 | 1, 99 << 32 | 1, 2 << 32 | 1, 3 << 32 | 1])
        for section in SnapshotSection.allCases
        where ![.keyBytes, .keyEnds, .postings, .postingEnds, .suffixes].contains(section) {
            builder.add(section, raw: [])
        }
        let snapshot = try Snapshot(bytes: builder.bytes())
        try withExtendedLifetime(snapshot) {
            let table = KeyTable(snapshot: snapshot, places: 0, texts: 0)
            let suffixes = SuffixTable(snapshot: snapshot)
            #expect(suffixes.keys(holding: Array("abab".utf8), in: table, limit: .max) == [1, 2, 3])
        }
    }

    @Test func aNeedleHeldMoreOftenThanTheLimitIsLeftToTheTrigramLists() throws {
        let needle = Array("abab".utf8)
        let all = try #require(Self.suffixes.keys(holding: needle, in: Self.table, limit: .max))
        #expect(all.count > 10)
        #expect(Self.suffixes.keys(holding: needle, in: Self.table, limit: 10) == nil)
    }
}
