import PlaceNames

/// The best match seen so far of each place during one search, in flat arrays indexed by place position
/// (`MatchScratch`, reused across searches).
struct BestMatches {
    private var ranks: [UInt16]
    private var postings: [Posting]
    private var orders: [UInt32]
    private var postingOrders: [UInt32]
    private var touched: [Int32] = []
    /// How many matches the substring and typo passes have recorded (their `Order`).
    private var laterRecords: UInt32 = 0
    /// Each language ordinal's position in the reader's chain (`MatchRank.outsideChain` when not in it).
    private let chainPositions: [UInt8]
    /// The ordinals of the reader's chain, in order.
    private let chainOrdinals: [UInt8]
    /// The marks the query typed, asked of the names it matches as written.
    private let intent: QueryIntent
    private let texts: TextTable?
    /// Whether each text (`Posting.text`) carries the query's marks, worked out once per search.
    private var marksAgreement: [Int32: Bool] = [:]
    /// Whether the place at a position may be answered (`SearchFilter`); nil when every place may.
    private let admits: ((Int) -> Bool)?
    /// The places matched that `admits` lets through, in the order they were first matched (`touched` when no
    /// filter is given), and the same as a set.
    private var admitted: [Int32] = []
    private var admittedSet: Set<Int32> = []

    /// - Parameter admits: whether the place at a position may be answered; nil when every place may. Places it
    ///   turns away are still recorded and ranked (a region is ranked after the city it is named after, shown or
    ///   not), but `admittedCount`, `lowestRanks`, `admittedPlaces` and `countInFirstLanguage` leave them out, so
    ///   the shortcuts that stop once the page is known stop once the page of admitted places is.
    init(scratch: MatchScratch, chain: [Language], intent: QueryIntent = QueryIntent(""), texts: TextTable? = nil,
         admits: ((Int) -> Bool)? = nil) {
        self.intent = intent
        self.texts = texts
        self.admits = admits
        ranks = scratch.ranks
        postings = scratch.postings
        orders = scratch.orders
        postingOrders = scratch.postingOrders
        var positions = [UInt8](repeating: MatchRank.outsideChain, count: 256)
        for (position, language) in chain.prefix(Int(MatchRank.outsideChain)).enumerated()
        where positions[Int(SearchLanguages.ordinal(language))] == MatchRank.outsideChain {
            positions[Int(SearchLanguages.ordinal(language))] = UInt8(position)
        }
        chainPositions = positions
        chainOrdinals = chain.prefix(Int(MatchRank.outsideChain)).map(SearchLanguages.ordinal)
    }

    /// How many places matched.
    var count: Int { touched.count }

    /// How many places matched that the filter admits (`count` without one).
    var admittedCount: Int { admits == nil ? touched.count : admitted.count }

    /// Whether the place at `place`, which has matched, may be answered.
    func isAdmitted(_ place: Int) -> Bool { admits == nil || admittedSet.contains(Int32(place)) }

    /// The places matched that the filter admits, in the order they were first matched.
    var admittedPlaces: LazyMapSequence<[Int32], Int> { (admits == nil ? touched : admitted).lazy.map(Int.init) }

    /// The `count`-th best rank of the places matched; nil when fewer have matched.
    func rank(atLeast count: Int) -> MatchRank? {
        guard count > 0, touched.count >= count else { return nil }
        return MatchRank(value: lowestRanks(count).largest)
    }

    /// The `count` best ranks of the places matched that the filter admits (`rank.value`), to be kept up as more
    /// places match.
    func lowestRanks(_ count: Int) -> LowestValues<UInt16> {
        var lowest = LowestValues<UInt16>(capacity: max(count, 1))
        for place in admits == nil ? touched : admitted { lowest.insert(ranks[Int(place)]) }
        return lowest
    }

    /// The best rank a match of `posting` can have (marks taken to agree): what `record` would give it at most.
    func bestRank(of posting: Posting, kind: MatchKind, queryIsDirect: Bool) -> MatchRank {
        MatchRank(kind: kind, isTypo: false, isDirect: queryIsDirect && posting.isDirect,
                  chainPosition: chainPositions[Int(posting.language)], form: posting.form)
    }

    /// The languages (`KeyLanguages` bits) of the reader's chain whose names as written could match a needle
    /// inside a word (`MatchKind.substring`) at a rank no worse than `worst`; nil when names outside the chain, or
    /// not as written, still could.
    func languages(whoseSubstringsCanRank worst: MatchRank, queryIsDirect: Bool) -> UInt64? {
        func rank(isDirect: Bool, position: UInt8) -> MatchRank {
            MatchRank(kind: .substring, isTypo: false, isDirect: isDirect, chainPosition: position, form: .preferred)
        }
        guard queryIsDirect, rank(isDirect: false, position: 0) > worst,
              rank(isDirect: true, position: MatchRank.outsideChain) > worst else { return nil }
        var languages: UInt64 = 0
        for ordinal in chainOrdinals where rank(isDirect: true, position: chainPositions[Int(ordinal)]) <= worst {
            languages |= KeyLanguages.bit(ordinal)
        }
        return languages
    }

    /// The places matched, in the order they were first matched.
    var places: LazyMapSequence<[Int32], Int> { touched.lazy.map(Int.init) }

    /// The best rank of `place` so far; nil when it has not matched.
    func rank(of place: Int) -> MatchRank? {
        ranks[place] == .max ? nil : MatchRank(value: ranks[place])
    }

    /// Where the language of ordinal `language` stands in the reader's chain (`MatchRank.outsideChain` if not).
    func chainPosition(of language: UInt8) -> UInt8 { chainPositions[Int(language)] }

    /// How many places the filter admits matched as written in the reader's first language without a typo, by a
    /// kind at least as good as `kind`.
    func countInFirstLanguage(atLeast kind: MatchKind) -> Int {
        (admits == nil ? touched : admitted).count { MatchRank(value: ranks[Int($0)]).isInFirstLanguage(atLeast: kind) }
    }

    /// Whether some place matched exactly, as written, in a language of the reader's chain, without a typo: any
    /// place, admitted by the filter or not, as an unfiltered search decides whether to look for typos.
    var hasExactMatchInChain: Bool {
        touched.contains { place in
            let rank = MatchRank(value: ranks[Int(place)])
            return rank.kind == .exact && rank.isDirect && !rank.isTypo && !rank.isOutsideChain
        }
    }

    /// Where a match stands in the order a full scan records matches: the prefix pass by query form, then posting
    /// number; then the substring and typo passes in the order they record. Places tied in rank and importance
    /// keep this order in ranking, so a scan that reads postings by importance (`PrefixScan`) ranks as a full one.
    enum Order {
        /// A prefix match of query form `form` on the posting numbered `posting`.
        static func prefix(form: Int, posting: Int) -> UInt32 {
            UInt32(min(form, 3)) << 28 | UInt32(min(posting, 1 << 28 - 1))
        }
    }

    /// Keeps the match of `posting` if it beats the place's best so far; between equal ranks the preferred form
    /// before short, variant, colloquial and historic ones and aliases, then the first in `order` (what a full
    /// scan records first, whatever order the postings are read in).
    /// - Parameters:
    ///   - wordGoesOn: the query's last word is finished (`QueryIntent.endsWord`) and the name's word continues
    ///     past it.
    ///   - order: the match's `Order` in the prefix pass; nil in the substring and typo passes, which record in
    ///     order.
    mutating func record(_ posting: Posting, kind: MatchKind, isTypo: Bool, queryIsDirect: Bool,
                         wordGoesOn: Bool = false, order: UInt32? = nil) {
        let order = order ?? {
            laterRecords += 1
            return (isTypo ? 3 : 2) << 30 | min(laterRecords, 1 << 30 - 1)
        }()
        let isDirect = queryIsDirect && posting.isDirect
        var marksDisagree = false
        if isDirect, intent.marked != nil, kind == .substring {
            // Inside a word the query's letters are not paired with the name's, so nothing says the name carries
            // the marks typed: it ranks as a name that does not. Were it taken as agreeing, it would rank above
            // every match whose marks disagree, yet be looked for only when the page is short of first-language
            // matches: `saõ` answered São Paulo first at `limit=10` and Essaouira first at `limit=50`.
            marksDisagree = true
        } else if isDirect, intent.marked != nil, let texts {
            if let known = marksAgreement[posting.text] {
                marksDisagree = !known
            } else {
                let agrees = intent.marksAgree(withUTF8: texts.utf8(Int(posting.text)))
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
            if let admits, admits(place) {
                admitted.append(posting.place)
                admittedSet.insert(posting.place)
            }
            orders[place] = order
        } else {
            orders[place] = min(orders[place], order)
            if current < rank { return }
            if current == rank {
                let kept = postings[place].form.rawValue
                if kept < posting.form.rawValue || (kept == posting.form.rawValue && postingOrders[place] <= order) {
                    return
                }
            }
        }
        ranks[place] = rank
        postings[place] = posting
        postingOrders[place] = order
    }

    /// The matches, one per place, each with where a full scan first matches its place (`Order`).
    func matches() -> [PlaceMatch] {
        touched.map { place in
            PlaceMatch(rank: MatchRank(value: ranks[Int(place)]), posting: postings[Int(place)],
                       order: orders[Int(place)])
        }
    }

    /// The scratch arrays, every slot this search touched reset, for the next search.
    mutating func finish() -> MatchScratch {
        for place in touched { ranks[Int(place)] = .max }
        // Moved out, not copied: the next search must find the arrays uniquely referenced.
        var scratch = MatchScratch(ranks: [], postings: [], orders: [], postingOrders: [])
        swap(&scratch.ranks, &ranks)
        swap(&scratch.postings, &postings)
        swap(&scratch.orders, &orders)
        swap(&scratch.postingOrders, &postingOrders)
        return scratch
    }
}

/// One place's best match, as `BestMatches` keeps it: a `SearchHit` without its strings, which only the hits that
/// make the page need.
struct PlaceMatch {
    let rank: MatchRank
    /// The matched form's posting; its `place` is the place's position.
    let posting: Posting
    /// Where a full scan first matches the place (`BestMatches.Order`): places tied in rank and importance keep
    /// this order until names are compared.
    let order: UInt32

    var place: Int { Int(posting.place) }

    /// The hit, with what the answer shows of its place (read once, for ranking).
    func hit(texts: TextTable, shown: ShownPlace) -> SearchHit {
        SearchHit(place: place, shown: shown, rank: rank, text: texts[Int(posting.text)],
                  language: SearchLanguages.language(posting.language), form: posting.form)
    }
}
