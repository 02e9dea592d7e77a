import PlaceNames
@testable import PlaceNamesIndex
import ShippedCatalogs
import Testing

/// Typos at a query's first two letters, found from keys with that letter left out (`TypoDeletionTable`), are the
/// ones a look-up of every substitution and insertion finds, recorded in the same order.
@Suite struct TypoShortcutTests {
    /// Keys in four scripts, some one letter apart at their first or second letter, and keys too short to have a
    /// second letter.
    static let keys = ["bangkok", "mangkok", "bngkok", "bbangkok", "angkok", "bankok", "bangkoks", "éangkok", "ba",
                       "b", "กรุงเทพ", "ครุงเทพ", "รุงเทพ", "кировск", "кривск", "bang kok", "😀angkok", "b😀ngkok"]

    /// A snapshot holding these keys and their tables (every other section empty).
    static let snapshot: Snapshot = {
        var builder = SnapshotBuilder()
        let sorted = KeyTable.sorted(keys: keys.map { Array($0.utf8) }, postings: keys.map { _ in [] })
        sorted.write(to: &builder)
        for letter in 0..<2 { TypoDeletionTable.write(sorted, letter: letter, to: &builder) }
        let written: [SnapshotSection] = [.keyBytes, .keyEnds, .postings, .postingEnds, .typoDeletions0,
                                          .typoDeletions1]
        for section in SnapshotSection.allCases where !written.contains(section) { builder.add(section, raw: []) }
        return try! Snapshot(bytes: builder.bytes())
    }()
    static let table = KeyTable(snapshot: snapshot, places: 0, texts: 0)

    /// The keys whose letter `letter` left out leaves a text starting with `needle`, by brute force, in the
    /// table's order: by that text, then by key number.
    static func shortened(startingWith needle: String, letter: Int) -> [String] {
        let sorted = keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var found: [(text: [UInt8], key: String)] = []
        for key in sorted {
            var scalars = Array(key.unicodeScalars)
            guard scalars.count > letter else { continue }
            scalars.remove(at: letter)
            let text = Array(String(String.UnicodeScalarView(scalars)).utf8)
            if text.starts(with: needle.utf8) { found.append((text, key)) }
        }
        return found.sorted { $0.text != $1.text ? $0.text.lexicographicallyPrecedes($1.text) : false }.map(\.key)
    }

    @Test(arguments: ["angkok", "bngkok", "ankok", "angk", "bangkok", "รุงเทพ", "кровск", "b", "", "zzz", "bang"])
    func shortenedKeysAreWhatAScanFinds(needle: String) {
        for letter in 0..<2 {
            let table = TypoDeletionTable(snapshot: Self.snapshot, letter: letter)
            let found = Array(needle.utf8).withUnsafeBufferPointer { needle in
                table.keys(shortenedStartingWith: needle, of: Self.table)
                    .map { String(decoding: Self.table.key(Int($0)), as: UTF8.self) }
            }
            #expect(found == Self.shortened(startingWith: needle, letter: letter), "\(needle) without letter \(letter)")
        }
    }

    /// Names of the shipped catalogs with one typo (a letter left out, doubled, swapped with the next or
    /// replaced), most at the first two letters: the same answers as looking up every variant.
    @Test func typoQueriesAnswerAsLookingUpEveryVariant() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let index = served.search
        var random = SeededRandom(seed: 32)
        let letters = Array("abcdefghijklmnopqrstuvwxyzéабвгกขค")
        var typoAnswers = 0
        for _ in 0..<400 {
            await Task.yield()  // a debug build takes seconds here: leave the cooperative threads to the servers
            var name = Array(index.texts[Int(random.next() % UInt64(index.texts.count))].prefix(9))
            guard name.count >= 6 else { continue }
            let at = random.next() % 3 == 0 ? Int(random.next() % UInt64(name.count - 1)) : Int(random.next() % 2)
            switch random.next() % 4 {
            case 0: name.remove(at: at)
            case 1: name.insert(letters[Int(random.next() % UInt64(letters.count))], at: at)
            case 2: name.swapAt(at, at + 1)
            default: name[at] = letters[Int(random.next() % UInt64(letters.count))]
            }
            let query = String(name)
            let chain = PrefixScanTests.chains[Int(random.next() % UInt64(PrefixScanTests.chains.count))]
            let limit = [1, 5, 10, 10, 50][Int(random.next() % 5)]
            let fast = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit)
            let full = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit,
                                           exhaustive: true)
            #expect(PrefixScanTests().answer(fast) == PrefixScanTests().answer(full),
                    "\(query) \(chain) limit \(limit)")
            if fast.contains(where: \.rank.isTypo) { typoAnswers += 1 }
            // Below the page: every typo match, with the order it was recorded in (what ties are broken by).
            #expect(typoMatches(query, chain: chain, index: index, shortened: true)
                    == typoMatches(query, chain: chain, index: index, shortened: false), "\(query) \(chain)")
        }
        // The sample must reach the typo pass, or it would compare nothing.
        #expect(typoAnswers > 150, "\(typoAnswers) answers with a typo match")
    }

    /// The typo pass's matches for `query`, each place with its rank, matched text and recording order.
    func typoMatches(_ query: String, chain: [Language], index: SearchIndex, shortened: Bool) -> [String] {
        var best = BestMatches(scratch: index.scratch.take(), chain: chain)
        index.recordTypos(SearchForms.query(query).foldedWords, usesShortenedKeys: shortened, into: &best)
        let matches = best.matches().map { "\($0.place) \($0.rank.value) \($0.posting.text) \($0.order)" }
        index.scratch.give(best.finish())
        return matches
    }
}
