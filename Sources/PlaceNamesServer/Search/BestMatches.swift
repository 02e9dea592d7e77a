import PlaceNames

/// The best match seen so far of each place during one search, in flat arrays indexed by place position.
struct BestMatches {
    private var rank: [UInt8]
    private var refs: [NameRef]
    private var touched: [Int32] = []
    /// The reader's chain; a handful of languages, so a linear scan beats hashing.
    private let chain: [Language]

    init(places: Int, chain: [Language]) {
        rank = Array(repeating: .max, count: places)
        refs = Array(repeating: NameRef(place: 0, text: 0, language: .english, isDirect: false), count: places)
        self.chain = chain
    }

    /// How many places matched.
    var count: Int { touched.count }

    /// Keeps each posting's match if it beats the place's best so far.
    mutating func record(_ postings: [NameRef], _ kind: MatchKind) {
        for ref in postings {
            let place = Int(ref.place)
            let newRank = UInt8(kind.rawValue * 2 + (ref.isDirect ? 0 : 1))
            let current = rank[place]
            if current == .max {
                touched.append(ref.place)
            } else if current < newRank || (current == newRank && !prefers(ref, over: refs[place])) {
                continue
            }
            rank[place] = newRank
            refs[place] = ref
        }
    }

    private func prefers(_ candidate: NameRef, over current: NameRef) -> Bool {
        if candidate.language == current.language { return false }
        for language in chain {
            if language == candidate.language { return true }
            if language == current.language { return false }
        }
        return false
    }

    /// The matches, one per place, in no particular order.
    func hits(texts: [String]) -> [SearchHit] {
        touched.map { place in
            let ref = refs[Int(place)]
            let rank = rank[Int(place)]
            return SearchHit(place: Int(place), kind: MatchKind(rawValue: Int(rank / 2))!, isDirect: rank % 2 == 0,
                             text: texts[Int(ref.text)], language: ref.language)
        }
    }
}
