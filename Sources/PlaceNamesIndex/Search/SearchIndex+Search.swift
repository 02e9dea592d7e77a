import PlaceNames

extension SearchIndex {
    /// The best `limit` places for `query` for a reader whose languages are `chain`, ranked
    /// (`rankedMatches`); answers to one- and two-letter queries are cached (`ShortQueryCache`).
    package func search(_ query: String, places: PlaceTable, chain: [Language], limit: Int,
                        filter: SearchFilter? = nil, bias: LocationBias? = nil) -> [SearchHit] {
        let filter = filter?.isEmpty == true ? nil : filter
        let compute = {
            self.rankedMatches(for: query, places: places, chain: chain, limit: limit, filter: filter, bias: bias)
        }
        // Folding (accents, spaces) shortens a query little: longer ones are not folded here at all.
        guard query.unicodeScalars.count <= 2 * ShortQueryCache.maximumLetters else { return compute() }
        let folded = SearchKey.folded(query)
        guard folded.unicodeScalars.count <= ShortQueryCache.maximumLetters else { return compute() }
        let key = ShortQueryCache.Key(folded: folded, intent: QueryIntent(query), chain: chain, limit: limit,
                                      filter: filter, bias: bias)
        return shortQueries.answer(for: key, compute: compute)
    }

    /// The best `limit` places for `query`, ranked (`ranked`): prefix matches (`PrefixScan`), then substrings
    /// when fewer than `limit` places match in the reader's first language without them (they could not rank),
    /// then, like Typesense's `typo_tokens_threshold`, typos when fewer than `limit` places matched and no name in
    /// the reader's languages is exactly the query.
    ///
    /// A filter (`SearchFilter`) keeps out the places it does not admit: the answer is the unfiltered answer to a
    /// limit long enough, without them, in the same order. A location bias (`LocationBias`) orders places of one
    /// rank by their score rather than their importance.
    /// - Parameter exhaustive: record every match rather than stop once the page is known, read every key holding
    ///   a substring and look up every typo variant one by one (the same answer, slower: what tests compare the
    ///   shortcuts with).
    package func rankedMatches(for query: String, places: PlaceTable, chain: [Language], limit: Int,
                               exhaustive: Bool = false, filter: SearchFilter? = nil,
                               bias: LocationBias? = nil) -> [SearchHit] {
        let intent = QueryIntent(query)
        var admits: ((Int) -> Bool)?
        if let filter, !filter.isEmpty {
            let bytes = filter.bytes
            admits = { bytes.admits($0, of: places) }
        }
        let figures = RankingFigures(index: self, places: places, bias: bias)
        // A match on a transliteration ranks below every match as written without a typo (`MatchRank`): a page
        // the query as written fills with such matches is the answer, and the query need not be transliterated.
        // Tried only when enough names begin with the query as written to fill the page.
        if !exhaustive, let direct = SearchForms.directQuery(query), let needle = direct.forms.first?.needle,
           keys.postingNumbers(ofKeysIn: keys.range(startingWith: needle, in: 0..<keys.count)).count >= limit {
            let hits = rankedMatches(direct.forms, foldedWords: direct.foldedWords, intent: intent, places: places,
                                     chain: chain, limit: limit, exhaustive: false, figures: figures, admits: admits)
            if hits.count == limit, hits.allSatisfy({ $0.rank.isDirect && !$0.rank.isTypo }) { return hits }
        }
        let (forms, foldedWords) = SearchForms.query(query)
        return rankedMatches(forms, foldedWords: foldedWords, intent: intent, places: places, chain: chain,
                             limit: limit, exhaustive: exhaustive, figures: figures, admits: admits)
    }

    /// `rankedMatches(for:...)` for the query forms `forms`.
    private func rankedMatches(_ forms: [QueryForm], foldedWords: [String], intent: QueryIntent, places: PlaceTable,
                               chain: [Language], limit: Int, exhaustive: Bool, figures: RankingFigures,
                               admits: ((Int) -> Bool)?) -> [SearchHit] {
        var best = BestMatches(scratch: scratch.take(), chain: chain, intent: intent, texts: texts, admits: admits)
        defer { scratch.give(best.finish()) }
        var scan = PrefixScan(index: self, forms: forms, intent: intent, usesBusyPrefixes: !exhaustive,
                              figures: figures, best: &best)
        var wanted = limit
        scan.run(wanted: wanted, best: &best)
        if substringsCanRank(scan: &scan, best: &best, chain: chain, limit: limit, filtered: admits != nil) {
            recordSubstrings(forms, limit: limit, usesKeyLanguages: !exhaustive, into: &best)
        }
        if best.admittedCount < limit && !best.hasExactMatchInChain {
            recordTypos(foldedWords, usesShortenedKeys: !exhaustive, into: &best)
        }
        var answers = NamesakeAnswers()
        while true {
            let matches = best.matches()
            // The places the filter admitted, each worked out once as it matched.
            let admitted = admits == nil ? nil : Set(best.admittedPlaces)
            let (hits, lowered, subdivisions) = ranked(matches, places: places, chain: chain, limit: limit,
                                                       figures: figures,
                                                       admits: admitted.map { admitted in { admitted.contains($0) } },
                                                       answers: &answers)
            // The cities the page's regions may be named after must be known, however unimportant: when one was
            // not, the page is ranked again.
            if !scan.isExhaustive,
               recordNamesakeCities(of: subdivisions.map { matches[$0] }, answers: &answers, scan: &scan, best: &best) {
                continue
            }
            // A region lowered below its city may leave the page to a place not read yet.
            if scan.isExhaustive || limit + lowered <= wanted { return hits }
            wanted = limit + lowered
            scan.run(wanted: wanted, best: &best)
        }
    }

    /// Whether fewer than `limit` places match as written in the reader's first language (then substrings can
    /// make the page), read on when the busy prefixes' counts cannot tell.
    private func substringsCanRank(scan: inout PrefixScan, best: inout BestMatches, chain: [Language],
                                   limit: Int, filtered: Bool) -> Bool {
        let recorded = best.countInFirstLanguage(atLeast: .spanning)
        if recorded >= limit { return false }
        if scan.isExhaustive { return true }
        let bounds = scan.firstLanguagePlaces(recorded: recorded, chain: chain, filtered: filtered)
        if bounds.atLeast >= limit { return false }
        if bounds.atMost < limit { return true }
        // Substrings recorded when they cannot rank change nothing: with a filter, whose places the counts above
        // do not tell, recording them costs less than reading the whole busy prefix to find out.
        if filtered { return true }
        scan.run(wanted: .max, best: &best)
        return best.countInFirstLanguage(atLeast: .spanning) < limit
    }

    /// Records the cities each region or district of the page (`regions`) may be named after: every city of its
    /// country with a name, in the region's matched language, whose folded words begin the region's.
    /// Each name, language and country is looked up once a search (`NamesakeAnswers.recorded`).
    /// - Returns: whether a city was recorded that had not matched, or had matched worse.
    private func recordNamesakeCities(of regions: [PlaceMatch], answers: inout NamesakeAnswers,
                                      scan: inout PrefixScan, best: inout BestMatches) -> Bool {
        var recordedAny = false
        for hit in regions {
            let language = hit.posting.language
            guard language != SearchLanguages.alias, let country = namesakes.country(hit.place),
                  answers.recorded.insert(.init(text: hit.posting.text, language: language, country: country)).inserted
            else { continue }
            let key = Array(SearchWords.split(answers.folded(hit.posting.text, texts)).joined(separator: " ").utf8)
            // Each prefix of whole letters (a UTF-8 continuation byte starts none) that is a key, found by narrowing
            // the range of keys the prefix starts: none is left once no key goes on like the name.
            var range = 0..<keys.count
            for end in key.indices.map({ $0 + 1 }) where end == key.count || key[end] & 0xC0 != 0x80 {
                let prefix = Array(key[..<end])
                range = keys.range(startingWith: prefix, in: range)
                guard !range.isEmpty else { break }
                guard keys.key(range.lowerBound, isExactly: prefix) else { continue }
                for posting in keys.postings(range.lowerBound) where posting.position == .start
                    && posting.language == language && Int(posting.place) != hit.place
                    && namesakes.isCity(Int(posting.place)) && namesakes.country(Int(posting.place)) == country {
                    let rank = best.rank(of: Int(posting.place))
                    scan.recordPlace(posting, namingRegionOf: hit.rank, best: &best)
                    recordedAny = recordedAny || best.rank(of: Int(posting.place)) != rank
                }
            }
        }
        return recordedAny
    }
}
