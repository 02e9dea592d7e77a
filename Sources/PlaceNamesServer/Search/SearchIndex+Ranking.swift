import PlaceNames

extension SearchIndex {
    /// The best `limit` hits: by `MatchRank` (typos last; as written before transliterated; the reader's languages
    /// first, earlier languages first; then exact, prefix, word prefix, spanning, substring), then more
    /// important places first (`SearchImportance`), then by the name shown to the reader in the collation order
    /// of the reader's first language, then by id.
    func ranked(_ hits: [SearchHit], places: [Place], chain: [Language], limit: Int) -> [SearchHit] {
        // Rank and importance are cheap: order by them as one integer, then cut to the candidates that can make
        // the page before comparing names.
        let coarse = hits.indices.map { (key: coarseKey(hits[$0]), index: $0) }.sorted { $0.key < $1.key }
        let candidates: [(key: UInt64, index: Int)]
        if coarse.count > limit {
            let cutoff = coarse[max(limit, 1) - 1].key
            candidates = Array(coarse.prefix { $0.key <= cutoff })
        } else {
            candidates = coarse
        }
        let collator = try? Collator.shared(for: chain.first ?? .english)
        let named = candidates.map { (key: $0.key, hit: hits[$0.index],
                                      name: places[hits[$0.index].place].name(in: chain)?.name.preferred ?? "") }
        let sorted = named.sorted { a, b in
            if a.key != b.key { return a.key < b.key }
            if let collator, !a.name.unicodeScalars.elementsEqual(b.name.unicodeScalars) {
                switch collator.compare(a.name, b.name) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: break
                }
            }
            return places[a.hit.place].id.utf8.lexicographicallyPrecedes(places[b.hit.place].id.utf8)
        }
        return sorted.prefix(limit).map(\.hit)
    }

    /// The rank, then importance (descending), packed so smaller ranks first.
    private func coarseKey(_ hit: SearchHit) -> UInt64 {
        let importance = UInt64(clamping: max(0, self.importance[hit.place]))
        let mask = UInt64(1) << 48 - 1
        return UInt64(hit.rank.value) << 48 | (mask - min(importance, mask))
    }
}
