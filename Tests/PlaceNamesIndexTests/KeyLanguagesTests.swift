import PlaceNames
@testable import PlaceNamesIndex
import Testing

/// The substring pass passes over keys holding no name as written in the languages that could still rank
/// (`KeyLanguages`), and records what reading every key records, in the same order.
@Suite struct KeyLanguagesTests {
    @Test func aKeysSetHoldsItsPostingsAsWrittenOnly() {
        func posting(_ language: UInt8, isDirect: Bool) -> Posting {
            Posting(place: 0, text: 0, language: language, isDirect: isDirect, position: .start, form: .preferred)
        }
        let set = KeyLanguages.set(of: [posting(3, isDirect: true), posting(70, isDirect: true),
                                        posting(9, isDirect: false), posting(SearchLanguages.alias, isDirect: true)])
        #expect(set == 1 << 3 | 1 << 6)
    }

    /// Pieces from inside the words of shipped names, for readers of every chain, with pages of 1 to 50.
    @Test func substringsAreWhatReadingEveryKeyFinds() throws {
        let served = try #require(ShippedIndex.served, "the shipped catalogs could not be read")
        let index = served.search
        var random = SeededRandom(seed: 33)
        var filtered = 0
        for _ in 0..<400 {
            let name = Array(index.texts[Int(random.next() % UInt64(index.texts.count))])
            guard name.count >= 5 else { continue }
            let start = 1 + Int(random.next() % UInt64(name.count - 4))
            let query = String(name[start..<min(name.count, start + 3 + Int(random.next() % 4))])
            let chain = PrefixScanTests.chains[Int(random.next() % UInt64(PrefixScanTests.chains.count))]
            let limit = [1, 5, 10, 10, 50][Int(random.next() % 5)]
            let forms = SearchForms.query(query).forms
            let read = substringMatches(forms, chain: chain, limit: limit, index: index, usesKeyLanguages: false)
            let passed = substringMatches(forms, chain: chain, limit: limit, index: index, usesKeyLanguages: true)
            #expect(passed == read, "\(query) \(chain) limit \(limit)")
            let fast = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit)
            let full = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit,
                                           exhaustive: true)
            #expect(PrefixScanTests().answer(fast) == PrefixScanTests().answer(full),
                    "\(query) \(chain) limit \(limit)")
            if read.count > limit, !chain.isEmpty { filtered += 1 }
        }
        // The sample must fill pages, or the languages would never be asked.
        #expect(filtered > 100, "\(filtered) queries filled their page")
    }

    /// The substring pass's matches from an empty page, each place with its rank, matched text and recording order.
    func substringMatches(_ forms: [QueryForm], chain: [Language], limit: Int, index: SearchIndex,
                          usesKeyLanguages: Bool) -> [String] {
        var best = BestMatches(scratch: index.scratch.take(), chain: chain)
        index.recordSubstrings(forms, limit: limit, usesKeyLanguages: usesKeyLanguages, into: &best)
        let matches = best.matches().map { "\($0.place) \($0.rank.value) \($0.posting.text) \($0.order)" }
        index.scratch.give(best.finish())
        return matches
    }
}
