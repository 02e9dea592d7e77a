import PlaceNames

/// The best match seen so far of each place during one search, in flat arrays indexed by place position
/// (`MatchScratch`, reused across searches).
struct BestMatches {
    private var ranks: [UInt16]
    private var postings: [Posting]
    private var touched: [Int32] = []
    /// Each language ordinal's position in the reader's chain (`MatchRank.outsideChain` when not in it).
    private let chainPositions: [UInt8]
    /// The marks the query typed, asked of the names it matches as written.
    private let intent: QueryIntent
    private let texts: TextTable?
    /// Whether each text (`Posting.text`) carries the query's marks, worked out once per search.
    private var marksAgreement: [Int32: Bool] = [:]

    init(scratch: MatchScratch, chain: [Language], intent: QueryIntent = QueryIntent(""), texts: TextTable? = nil) {
        self.intent = intent
        self.texts = texts
        ranks = scratch.ranks
        postings = scratch.postings
        var positions = [UInt8](repeating: MatchRank.outsideChain, count: 256)
        for (position, language) in chain.prefix(Int(MatchRank.outsideChain)).enumerated()
        where positions[Int(SearchLanguages.ordinal(language))] == MatchRank.outsideChain {
            positions[Int(SearchLanguages.ordinal(language))] = UInt8(position)
        }
        chainPositions = positions
    }

    /// How many places matched.
    var count: Int { touched.count }

    /// How many places matched as written in the reader's first language without a typo, by a kind at least as
    /// good as `kind`.
    func countInFirstLanguage(atLeast kind: MatchKind) -> Int {
        touched.count { MatchRank(value: ranks[Int($0)]).isInFirstLanguage(atLeast: kind) }
    }

    /// Whether some place matched exactly, as written, in a language of the reader's chain, without a typo.
    var hasExactMatchInChain: Bool {
        touched.contains { place in
            let rank = MatchRank(value: ranks[Int(place)])
            return rank.kind == .exact && rank.isDirect && !rank.isTypo && !rank.isOutsideChain
        }
    }

    /// Keeps the match of `posting` if it beats the place's best so far; between equal ranks the preferred form
    /// before short, variant, colloquial and historic ones and aliases, then the first recorded.
    /// - Parameter wordGoesOn: the query's last word is finished (`QueryIntent.endsWord`) and the name's word
    ///   continues past it.
    mutating func record(_ posting: Posting, kind: MatchKind, isTypo: Bool, queryIsDirect: Bool,
                         wordGoesOn: Bool = false) {
        let isDirect = queryIsDirect && posting.isDirect
        var marksDisagree = false
        if isDirect, intent.marked != nil {
            if let known = marksAgreement[posting.text] {
                marksDisagree = !known
            } else {
                let agrees = intent.marksAgree(with: texts?[Int(posting.text)] ?? "")
                marksAgreement[posting.text] = agrees
                marksDisagree = !agrees
            }
        }
        let rank = MatchRank(kind: kind, isTypo: isTypo, isDirect: isDirect,
                             chainPosition: chainPositions[Int(posting.language)], marksDisagree: marksDisagree,
                             wordGoesOn: wordGoesOn, form: posting.form).value
        let place = Int(posting.place)
        let current = ranks[place]
        if current == .max {
            touched.append(posting.place)
        } else if current < rank || (current == rank && postings[place].form.rawValue <= posting.form.rawValue) {
            return
        }
        ranks[place] = rank
        postings[place] = posting
    }

    /// The matches, one per place, in the order their places were first matched.
    func matches() -> [PlaceMatch] {
        touched.map { place in
            PlaceMatch(rank: MatchRank(value: ranks[Int(place)]), posting: postings[Int(place)])
        }
    }

    /// The scratch arrays, every slot this search touched reset, for the next search.
    mutating func finish() -> MatchScratch {
        for place in touched { ranks[Int(place)] = .max }
        // Moved out, not copied: the next search must find the arrays uniquely referenced.
        var scratch = MatchScratch(ranks: [], postings: [])
        swap(&scratch.ranks, &ranks)
        swap(&scratch.postings, &postings)
        return scratch
    }
}

/// One place's best match, as `BestMatches` keeps it: a `SearchHit` without its strings, which only the hits that
/// make the page need.
struct PlaceMatch {
    let rank: MatchRank
    /// The matched form's posting; its `place` is the place's position.
    let posting: Posting

    var place: Int { Int(posting.place) }

    /// The hit, with what the answer shows of its place (read once, for ranking).
    func hit(texts: TextTable, shown: ShownPlace) -> SearchHit {
        SearchHit(place: place, shown: shown, rank: rank, text: texts[Int(posting.text)],
                  language: SearchLanguages.language(posting.language), form: posting.form)
    }
}
