import PlaceNames

extension SearchIndex {
    /// The best `limit` hits: exact before prefix before substring (a match on the name as written before one on
    /// its transliteration), then more important places first, then by the name shown to the reader (code point
    /// order), then by id.
    func ranked(_ hits: [SearchHit], places: [Place], chain: [Language], limit: Int) -> [SearchHit] {
        func shownName(_ hit: SearchHit) -> String {
            places[hit.place].name(in: chain)?.name.preferred ?? ""
        }
        // Rank and importance are cheap: order by them as one integer, then cut to the candidates that can make
        // the page before comparing names.
        let coarse = hits.indices.map { (key: coarseKey(hits[$0]), index: $0) }.sorted { $0.key < $1.key }
        guard coarse.count > limit else { return finish(coarse.map { hits[$0.index] }, shownName, places) }
        let cutoff = coarse[limit - 1].key
        let candidates = coarse.prefix { $0.key <= cutoff }.map { hits[$0.index] }
        return Array(finish(candidates, shownName, places).prefix(limit))
    }

    /// Kind, then direct before transliterated, then importance (descending), packed so smaller ranks first.
    private func coarseKey(_ hit: SearchHit) -> UInt64 {
        let importance = UInt64(clamping: max(0, self.importance[hit.place]))
        return UInt64(hit.kind.rawValue) << 62 | (hit.isDirect ? 0 : 1) << 61
            | (UInt64(1) << 61 - 1 - min(importance, UInt64(1) << 61 - 1))
    }

    private func finish(_ hits: [SearchHit], _ shownName: (SearchHit) -> String, _ places: [Place]) -> [SearchHit] {
        hits.map { (hit: $0, name: shownName($0)) }.sorted { a, b in
            if a.hit.kind != b.hit.kind { return a.hit.kind < b.hit.kind }
            if a.hit.isDirect != b.hit.isDirect { return a.hit.isDirect }
            let (ia, ib) = (importance[a.hit.place], importance[b.hit.place])
            if ia != ib { return ia > ib }
            if !a.name.unicodeScalars.elementsEqual(b.name.unicodeScalars) {
                return a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars)
            }
            return places[a.hit.place].id.utf8.lexicographicallyPrecedes(places[b.hit.place].id.utf8)
        }.map(\.hit)
    }
}
