import PlaceNames

extension SearchIndex {
    /// The best `limit` hits: by `MatchRank` (typos last; as written before transliterated; the reader's languages
    /// first, earlier languages first; marks as typed; then exact, prefix, word prefix, spanning, substring), then
    /// more important places first (`SearchImportance`; a subdivision never above the city it is named after),
    /// then by the name shown to the reader in the collation order of the reader's first language, then by id.
    /// - Returns: the hits; how many regions were lowered below a city they are named after; and the page's
    ///   subdivisions (positions in `hits`), whose namesakes must be known (`recordNamesakeCities`).
    /// - Parameters:
    ///   - figures: what places of one rank are ordered by (importance, or its blend with distance).
    ///   - admits: whether the place at a position may be on the page (`SearchFilter`); nil when every place may.
    ///     The others are ranked all the same, as the cities regions are named after.
    ///   - answers: what this search has worked out about regions named after cities.
    func ranked(_ hits: [PlaceMatch], places: PlaceTable, chain: [Language], limit: Int,
                figures: RankingFigures? = nil, admits: ((Int) -> Bool)? = nil,
                answers: inout NamesakeAnswers) -> (hits: [SearchHit], lowered: Int, subdivisions: [Int])
    {
        let figures = figures ?? RankingFigures(index: self, places: places, bias: nil)
        // Rank and importance are cheap: order by them as one integer, and keep only the candidates that can make
        // the page before comparing names. `coarse[i]` is hit `i`'s.
        var coarse = coarseKeys(hits, figures: figures)
        let collator = try? Collator.shared(for: chain.first ?? .english)
        answers.startRanking()
        var checked: Set<Int> = []
        var lowered = 0
        // A region lowered below its city leaves room on the page, maybe to another region: until none is lowered.
        // Only the page's regions are asked, each once; lowering one outside it would not change the page.
        while true {
            let candidates = admits.map { admits in coarse.filter { admits(hits[$0.index].place) } } ?? coarse
            let page = self.page(of: Self.smallest(candidates, hits: hits, limit: limit), hits: hits, places: places,
                                 chain: chain, collator: collator, limit: limit)
            let changed = placeNamesakesAfterTheirCities(page.map(\.index).filter { checked.insert($0).inserted },
                                                         in: &coarse, hits: hits, figures: figures, answers: &answers)
            lowered += changed
            guard changed == 0 else { continue }
            let shown = page.map { candidate in
                hits[candidate.index].hit(texts: texts, shown: places.shown(hits[candidate.index].place, chain: chain))
            }
            return (shown, lowered, page.map(\.index).filter { namesakes.isSubdivision(hits[$0].place) })
        }
    }

    /// The first `limit` of `candidates` (in key order): each run of equal keys gives the page its best by name
    /// (`NameTieBreak`), as many as there is room for. Only the last run can be cut, and it may hold thousands.
    private func page(of candidates: [(key: UInt64, index: Int)], hits: [PlaceMatch], places: PlaceTable,
                      chain: [Language], collator: Collator?, limit: Int) -> [(key: UInt64, index: Int)] {
        var page: [(key: UInt64, index: Int)] = []
        var start = 0
        while start < candidates.count, page.count < limit {
            let key = candidates[start].key
            let end = candidates[start...].firstIndex { $0.key != key } ?? candidates.count
            page += NameTieBreak.best(limit - page.count, of: candidates[start..<end], hits: hits, places: places,
                                      chain: chain, collator: collator)
            start = end
        }
        return page
    }

    /// Keeps a region or district without a population that made the page, and whose matched name begins with
    /// the matched name of a city of the same country that matched as well or better in the same language (both
    /// folded: Ōsaka the prefecture and Osaka the city), below that city: its importance becomes at most just
    /// under the city's, so Львовская область (Lviv oblast) follows Львов, ヘラート州 follows ヘラート, the
    /// region of Braşov follows the city. A reader typing the name means the city, which the region is named
    /// after; the kind's figure (`SearchImportance`) would put the region above every city under a million
    /// people. A region already below its city stays where its own figure puts it. The page's subdivisions
    /// (`page`, positions in `hits`) are looked at, against the hits that are cities; `coarse[i]` is hit `i`'s.
    /// - Returns: how many keys changed (the keys must then be sorted again).
    private func placeNamesakesAfterTheirCities(_ page: [Int], in coarse: inout [(key: UInt64, index: Int)],
                                                hits: [PlaceMatch], figures: RankingFigures,
                                                answers: inout NamesakeAnswers) -> Int {
        guard page.contains(where: { namesakes.isSubdivision(hits[$0].place) }) else { return 0 }
        let cities = answers.cities(of: hits, namesakes: namesakes)
        guard !cities.isEmpty else { return 0 }
        var changed = 0
        for position in page {
            let hit = hits[position]
            let language = hit.posting.language
            guard namesakes.isSubdivision(hit.place), language != SearchLanguages.alias,
                  let country = namesakes.country(hit.place) else {
                continue
            }
            let question = NamesakeAnswers.Question(
                name: .init(text: hit.posting.text, language: language, country: country), rank: hit.rank.value)
            let namesake = answers.importance[question] ?? {
                var namesake: UInt64 = 0
                for city in cities where city.posting.language == language && city.rank <= hit.rank
                    && namesakes.country(city.place) == country && figures.figure(city.place) > namesake
                    && answers.folded(hit.posting.text, texts).unicodeScalars
                        .starts(with: answers.folded(city.posting.text, texts).unicodeScalars)
                {
                    namesake = figures.figure(city.place)
                }
                answers.importance[question] = namesake
                return namesake
            }()
            if namesake > 0 && namesake - 1 < figures.figure(hit.place) {
                coarse[position].key = Self.coarseKey(rank: hit.rank, importance: namesake - 1)
                changed += 1
            }
        }
        return changed
    }

    /// The entries whose key is at most the `limit`-th smallest (all of them when there are no more than `limit`),
    /// by key, then the order a full scan matches their places in (`PlaceMatch.order`), without sorting the
    /// thousands a short query matches.
    static func smallest(_ coarse: [(key: UInt64, index: Int)], hits: [PlaceMatch], limit: Int)
        -> [(key: UInt64, index: Int)]
    {
        let wanted = max(limit, 1)
        let precedes = { (a: (key: UInt64, index: Int), b: (key: UInt64, index: Int)) in
            a.key != b.key ? a.key < b.key : hits[a.index].order < hits[b.index].order
        }
        guard coarse.count > wanted else { return coarse.sorted(by: precedes) }
        // The `wanted` smallest keys so far, ascending; its last is the cutoff.
        var lowest: [UInt64] = []
        lowest.reserveCapacity(wanted + 1)
        for entry in coarse where lowest.count < wanted || entry.key < lowest[wanted - 1] {
            var position = lowest.count
            while position > 0, lowest[position - 1] > entry.key { position -= 1 }
            lowest.insert(entry.key, at: position)
            if lowest.count > wanted { lowest.removeLast() }
        }
        let cutoff = lowest[wanted - 1]
        return coarse.filter { $0.key <= cutoff }.sorted(by: precedes)
    }

    /// Each hit's coarse key, with its position in `hits`.
    func coarseKeys(_ hits: [PlaceMatch], figures: RankingFigures) -> [(key: UInt64, index: Int)] {
        hits.indices.map { (key: Self.coarseKey(rank: hits[$0].rank, importance: figures.figure(hits[$0].place)),
                            index: $0) }
    }

    /// The rank, then importance (descending), packed so smaller ranks first.
    static func coarseKey(rank: MatchRank, importance: UInt64) -> UInt64 {
        UInt64(rank.value) << 48 | (importanceMask - importance)
    }

    /// A place's importance as ranking compares it: at least 0, at most 48 bits.
    static func rankingImportance(_ importance: Int) -> UInt64 {
        min(UInt64(clamping: max(0, importance)), importanceMask)
    }

    private static let importanceMask = UInt64(1) << 48 - 1
}
