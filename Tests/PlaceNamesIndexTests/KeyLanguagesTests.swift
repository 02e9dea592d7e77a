import PlaceNames
@testable import PlaceNamesIndex
import ShippedCatalogs
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

    @Test func theNamedBitsSayWhichKeysHoldALanguage() {
        var sets = [UInt64](repeating: 0, count: 130)
        sets[1] = 1 << 3
        sets[64] = 1
        sets[129] = 1 << 63
        #expect(KeyLanguages.namedKeys(sets) == [1 << 1, 1, 1 << 1])
        #expect(KeyLanguages.namedKeys([]) == [])
    }

    /// Pieces from inside the words of shipped names, for readers of every chain, with pages of 1 to 50.
    @Test func substringsAreWhatReadingEveryKeyFinds() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let index = served.search
        var random = SeededRandom(seed: 33)
        var asked = 0
        for _ in 0..<400 {
            await Task.yield()  // a debug build takes seconds here: leave the cooperative threads to the servers
            let name = Array(index.texts[Int(random.next() % UInt64(index.texts.count))])
            guard name.count >= 5 else { continue }
            let start = 1 + Int(random.next() % UInt64(name.count - 4))
            let query = String(name[start..<min(name.count, start + 3 + Int(random.next() % 4))])
            let chain = PrefixScanTests.chains[Int(random.next() % UInt64(PrefixScanTests.chains.count))]
            // Small pages mostly: they fill, and the languages are asked, sooner.
            let limit = [1, 1, 3, 5, 10, 50][Int(random.next() % 6)]
            let forms = SearchForms.query(query).forms
            let read = substringMatches(forms, chain: chain, limit: limit, index: index, usesKeyLanguages: false)
            let passed = substringMatches(forms, chain: chain, limit: limit, index: index, usesKeyLanguages: true)
            #expect(passed == read, "\(query) \(chain) limit \(limit)")
            let fast = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit)
            let full = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit,
                                           exhaustive: true)
            #expect(PrefixScanTests().answer(fast) == PrefixScanTests().answer(full),
                    "\(query) \(chain) limit \(limit)")
            if filters(forms, chain: chain, limit: limit, index: index) { asked += 1 }
        }
        // The sample must reach pages where keys can be passed over by language, or it would compare nothing (46
        // of these 400 do: a piece of a name in a language outside the reader's chain never fills the page).
        #expect(asked > 30, "\(asked) queries could pass keys over by language")
    }

    /// Whether, by the end of the pass, the page left room only for names as written in some of the reader's
    /// languages: keys could then be passed over by their languages.
    func filters(_ forms: [QueryForm], chain: [Language], limit: Int, index: SearchIndex) -> Bool {
        var best = BestMatches(scratch: index.scratch.take(), chain: chain)
        index.recordSubstrings(forms, limit: limit, usesKeyLanguages: false, into: &best)
        let worst = best.rank(atLeast: limit)
        let filters = forms.contains { form in
            worst.flatMap { best.languages(whoseSubstringsCanRank: $0, queryIsDirect: form.isDirect) } != nil
        }
        index.scratch.give(best.finish())
        return filters
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
