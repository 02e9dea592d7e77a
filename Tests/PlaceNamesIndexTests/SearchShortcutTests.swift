import Testing
@testable import PlaceNamesIndex

/// The two shortcuts search takes for speed give exactly what the plain way gives: the letters keys go on with
/// (typo variants) are those a scan of every key finds, and the page's candidates are the start of a stable sort.
@Suite struct SearchShortcutTests {
    /// Keys in three scripts sharing prefixes, one key that is only the shared prefix, and keys of 1-, 2-, 3- and
    /// 4-byte letters after it.
    static let keys = ["bang", "bangkok", "bangkko", "bangla", "banglades", "bangui", "bangé", "bang 😀",
                       "bangกรุง", "bangกอ", "bank", "ban", "กรุงเทพ", "กรุงศรี", "กร", "кир", "кировск", "a"]

    /// A snapshot holding only these keys (every other section empty); the table reads it in place.
    static let snapshot: Snapshot = {
        var builder = SnapshotBuilder()
        KeyTable.sorted(keys: keys.map { Array($0.utf8) }, postings: keys.map { _ in [] }).write(to: &builder)
        for section in SnapshotSection.allCases where ![.keyBytes, .keyEnds, .postings, .postingEnds].contains(section) {
            builder.add(section, raw: [])
        }
        return try! Snapshot(bytes: builder.bytes())
    }()
    static let table = KeyTable(snapshot: snapshot, places: 0, texts: 0)

    /// The letter after `prefix` in every key that goes on from it, each with the keys that do, by brute force.
    static func scanned(after prefix: String) -> [(letter: String, keys: [String])] {
        let sorted = keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var found: [(letter: String, keys: [String])] = []
        for key in sorted where key.utf8.starts(with: prefix.utf8) && key.utf8.count > prefix.utf8.count {
            let rest = String(decoding: key.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
            let letter = String(rest.unicodeScalars.first!)
            if found.last?.letter == letter { found[found.count - 1].keys.append(key) } else { found.append((letter, [key])) }
        }
        return found
    }

    @Test(arguments: ["bang", "ban", "กร", "к", "b"])
    func continuationsAreWhatAScanFinds(prefix: String) throws {
        let range = Self.table.range(startingWith: Array(prefix.utf8), in: 0..<Self.table.count)
        let found = try #require(Self.table.continuations(of: range, at: prefix.utf8.count, limit: 24))
        let expected = Self.scanned(after: prefix)
        #expect(found.map(\.letter) == expected.map { KeyTable.pack(Array($0.letter.utf8)) })
        #expect(found.map { $0.keys.map { String(decoding: Self.table.key($0), as: UTF8.self) } } == expected.map(\.keys))
    }

    @Test func continuationsGiveUpPastTheLimit() {
        let range = Self.table.range(startingWith: Array("bang".utf8), in: 0..<Self.table.count)
        #expect(Self.table.continuations(of: range, at: 4, limit: 3) == nil)
        #expect(Self.table.continuations(of: range, at: 4, limit: 6)?.count == 6)
    }

    @Test(arguments: [1, 3, 10, 50])
    func smallestIsTheStartOfASortByKeyThenScanOrder(limit: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for size in [0, 1, 5, 40, 400] {
            // Few distinct keys, so ties at the cutoff are the rule; the scan order is not the hits' order.
            let coarse = (0..<size).map { index -> (key: UInt64, index: Int) in (key: next() % 7, index: index) }
            var random = SeededRandom(seed: UInt64(size))
            let orders: [UInt32] = (0..<size).map { UInt32($0) }.shuffled(using: &random)
            let posting = Posting(place: 0, text: 0, language: 0, isDirect: true, position: .start, form: .preferred)
            let hits = orders.map { PlaceMatch(rank: MatchRank(value: 0), posting: posting, order: $0) }
            let sorted = coarse.sorted { (a: (key: UInt64, index: Int), b: (key: UInt64, index: Int)) -> Bool in
                a.key != b.key ? a.key < b.key : orders[a.index] < orders[b.index]
            }
            let cutoff = sorted.isEmpty ? 0 : sorted[min(limit, sorted.count) - 1].key
            let expected = sorted.filter { $0.key <= cutoff }
            let smallest = SearchIndex.smallest(coarse, hits: hits, limit: limit)
            #expect(smallest.map { $0.index } == expected.map { $0.index }, "size \(size)")
        }
    }
}
