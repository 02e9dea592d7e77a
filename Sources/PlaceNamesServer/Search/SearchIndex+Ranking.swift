import PlaceNames

extension SearchIndex {
    /// The best `limit` hits: exact before prefix before substring (a match on the name as written before one on
    /// its transliteration), then more important places first, then by the name shown to the reader (code point
    /// order), then by id.
    func ranked(_ hits: [SearchHit], places: [Place], chain: [Language], limit: Int) -> [SearchHit] {
        func shownName(_ hit: SearchHit) -> String {
            places[hit.place].name(in: chain)?.name.preferred ?? ""
        }
        // Rank and importance are cheap: cut to the candidates that can make the page before comparing names.
        let coarse = hits.sorted { a, b in
            if a.kind != b.kind { return a.kind < b.kind }
            if a.isDirect != b.isDirect { return a.isDirect }
            return importance[a.place] > importance[b.place]
        }
        guard coarse.count > limit else { return finish(coarse, shownName, places) }
        let last = coarse[limit - 1]
        let candidates = coarse.prefix { hit in
            if hit.kind != last.kind { return hit.kind < last.kind }
            if hit.isDirect != last.isDirect { return hit.isDirect }
            return importance[hit.place] >= importance[last.place]
        }
        return Array(finish(Array(candidates), shownName, places).prefix(limit))
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
