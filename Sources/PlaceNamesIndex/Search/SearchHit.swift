import PlaceNames

/// A place found by a search, with the name form that matched best.
public struct SearchHit: Sendable {
    /// The place's position in the catalog (`ServedCatalog.places`).
    public let place: Int
    /// What the answer shows of the place for the reader's chain.
    package let shown: ShownPlace
    /// `MatchRank` of the match, smaller first.
    package let rank: MatchRank
    /// The name form that matched.
    public let text: String
    /// The form's language; `nil` for an alias.
    public let language: Language?
    package let form: MatchedForm

    /// How the query matched `text`.
    public var kind: MatchKind { rank.kind }
    /// Whether the match needed a typo forgiven.
    public var isTypo: Bool { rank.isTypo }
    /// Whether the match was on the name and query as written rather than on a Latin transliteration of either.
    public var isDirect: Bool { rank.isDirect }
}
