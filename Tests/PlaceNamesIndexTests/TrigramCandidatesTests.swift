import Testing
@testable import PlaceNamesIndex

/// The substring pass's candidates are the keys holding every 3-byte window of the needle after their first byte,
/// as a scan of every key finds them (so every key holding the needle itself is among them).
@Suite struct TrigramCandidatesTests {
    /// Keys of letters of one to four bytes that share windows across letters (`é` is C3 A9, `ก` E0 B8 81).
    static let keys = randomKeys(count: 2_000, letters: ["a", "b", "ab", "é", "ก", "ข", "😀"], maxLetters: 9, seed: 17)

    /// Kept for the table's life: a `TrigramTable` reads the snapshot's memory without holding it.
    static let snapshot: Snapshot = {
        var lists: [UInt32: [Int32]] = [:]
        for (number, key) in keys.enumerated() where key.count >= 3 {
            for start in 1..<(key.count - 2) where lists[TrigramTable.trigram(key, at: start)]?.last != Int32(number) {
                lists[TrigramTable.trigram(key, at: start), default: []].append(Int32(number))
            }
        }
        var builder = SnapshotBuilder()
        TrigramTable.write(lists, to: &builder)
        for section in SnapshotSection.allCases
        where ![.trigramValues, .trigramEnds, .trigramKeys].contains(section) {
            builder.add(section, raw: [])
        }
        return try! Snapshot(bytes: builder.bytes())
    }()
    static let table = TrigramTable(snapshot: snapshot)

    /// Each key's windows after its first byte, as a scan finds them.
    static let windows: [Set<UInt32>] = keys.map { key in
        Set(key.count < 4 ? [] : (1...(key.count - 3)).map { TrigramTable.trigram(key, at: $0) })
    }

    @Test func theCandidatesAreTheKeysHoldingEveryWindowOfTheNeedle() {
        var random = SeededRandom(seed: 18)
        var needles = Set<[UInt8]>(["aaa", "abab", "ééé", "กขก", "😀😀", "zzz", "abz", "ab"].map { Array($0.utf8) })
        // Pieces of keys from any byte, whole letters or not, and pieces of two keys run together (most of which
        // no key holds, though each window may be held by some).
        while needles.count < 400 {
            let key = Self.keys.randomElement(using: &random)! + Self.keys.randomElement(using: &random)!
            let start = Int.random(in: 0..<(key.count - 1), using: &random)
            needles.insert(Array(key[start..<min(key.count, start + Int.random(in: 3...12, using: &random))]))
        }
        var withCandidates = 0
        for needle in needles {
            let windows = Set(needle.count < 3 ? [] : (0...(needle.count - 3)).map { TrigramTable.trigram(needle, at: $0) })
            let expected = needle.count < 3 ? [] : Self.keys.indices.filter { windows.isSubset(of: Self.windows[$0]) }
            var found: [Int] = []
            if var candidates = TrigramCandidates(needle: needle, trigrams: Self.table, keyCount: Self.keys.count) {
                while let key = candidates.next() { found.append(key) }
            }
            #expect(found == expected, "\(String(decoding: needle, as: UTF8.self)) \(needle)")
            if !found.isEmpty { withCandidates += 1 }
        }
        // Most needles must find keys, or the comparison above would say little.
        #expect(withCandidates > 200, "\(withCandidates) of \(needles.count) needles have candidates")
    }
}
