import PlaceNames

extension SearchIndex {
    /// The best `limit` places for `query` for a reader whose languages are `chain`, ranked (`matches`, then
    /// `ranked`); answers to one- and two-letter queries are cached (`ShortQueryCache`).
    func search(_ query: String, places: PlaceTable, chain: [Language], limit: Int) -> [SearchHit] {
        let compute = { ranked(matches(for: query, chain: chain, enough: limit), places: places, chain: chain,
                               limit: limit) }
        // Folding (accents, spaces) shortens a query little: longer ones are not folded here at all.
        guard query.unicodeScalars.count <= 2 * ShortQueryCache.maximumLetters else { return compute() }
        let folded = SearchKey.folded(query)
        guard folded.unicodeScalars.count <= ShortQueryCache.maximumLetters else { return compute() }
        let key = ShortQueryCache.Key(folded: folded, intent: QueryIntent(query), chain: chain, limit: limit)
        return shortQueries.answer(for: key, compute: compute)
    }
}
