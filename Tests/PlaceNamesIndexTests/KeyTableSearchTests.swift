import Testing
@testable import PlaceNamesIndex

/// A key table's binary searches find what a scan of every key finds: keys sharing long prefixes, letters of one to
/// four bytes, needles that are keys, prefixes of keys, and neither.
@Suite struct KeyTableSearchTests {
    static let keys: [[UInt8]] = {
        var random = SeededRandom(seed: 64)
        let letters = ["a", "b", "c", " ", "é", "ก", "😀"]
        let stems = ["", "provincia di ", "provincia de ", "pr", "ก"]
        var keys = Set<[UInt8]>()
        while keys.count < 3_000 {
            let stem = stems.randomElement(using: &random)!
            let tail = (0..<Int.random(in: 1...6, using: &random)).map { _ in letters.randomElement(using: &random)! }
            keys.insert(Array((stem + tail.joined()).utf8))
        }
        return keys.sorted { $0.lexicographicallyPrecedes($1) }
    }()

    /// Kept for the table's life: a `KeyTable` reads the snapshot's memory without holding it.
    static let snapshot: Snapshot = {
        var builder = SnapshotBuilder()
        KeyTable.sorted(keys: keys, postings: keys.map { _ in [] }).write(to: &builder)
        for section in SnapshotSection.allCases where ![.keyBytes, .keyEnds, .postings, .postingEnds].contains(section) {
            builder.add(section, raw: [])
        }
        return try! Snapshot(bytes: builder.bytes())
    }()
    static let table = KeyTable(snapshot: snapshot, places: 0, texts: 0)

    static let needles: [[UInt8]] = {
        var needles = Set(keys.prefix(400))
        for key in keys.prefix(600) { for end in 0..<key.count { needles.insert(Array(key[..<end])) } }
        for text in ["", "a", "provincia", "provincia d", "provincia di z", "zzz", "😀😀", "\u{7F}", "ÿ"] {
            needles.insert(Array(text.utf8))
        }
        return needles.sorted { $0.lexicographicallyPrecedes($1) }
    }()

    @Test func lowerBoundIsTheFirstKeyNotBeforeTheNeedle() {
        for needle in Self.needles {
            let expected = Self.keys.firstIndex { !$0.lexicographicallyPrecedes(needle) } ?? Self.keys.count
            #expect(Self.table.lowerBound(needle) == expected, "\(String(decoding: needle, as: UTF8.self))")
        }
    }

    @Test func theKeysStartingWithANeedleAreThoseAScanFinds() {
        let ranges = [0..<Self.keys.count, 100..<2_900, 1_000..<1_001, 2_999..<3_000]
        for needle in Self.needles {
            let all = Self.keys.indices.filter { Self.keys[$0].starts(with: needle) }
            // A range must hold every key that starts with the needle.
            for range in ranges where all.allSatisfy(range.contains) {
                let found = Self.table.range(startingWith: needle, in: range)
                let expected = all.isEmpty ? nil : all.first!..<(all.last! + 1)
                #expect((found.isEmpty ? nil : found) == expected, "\(String(decoding: needle, as: UTF8.self)) in \(range)")
            }
        }
    }
}
