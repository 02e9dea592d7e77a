import PlaceNames

/// A place found by a search, with the name form that matched best.
struct SearchHit: Sendable {
    /// The place's position in the catalog.
    let place: Int
    /// What the answer shows of the place for the reader's chain.
    let shown: ShownPlace
    /// `MatchRank` of the match, smaller first.
    let rank: MatchRank
    /// The name form that matched.
    let text: String
    /// The form's language; `nil` for an alias.
    let language: Language?
    let form: MatchedForm

    var kind: MatchKind { rank.kind }
    var isTypo: Bool { rank.isTypo }
    /// Whether the match was on the name and query as written rather than on a Latin transliteration of either.
    var isDirect: Bool { rank.isDirect }
}
