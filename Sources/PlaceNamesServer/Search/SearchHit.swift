import PlaceNames

/// A place found by a search, with the name that matched best.
struct SearchHit: Sendable {
    /// The place's position in the catalog.
    let place: Int
    let kind: MatchKind
    /// The name form that matched and its language.
    let matched: NameRef
}

/// One form of one name of a place in the index: which place, which language, which text.
struct NameRef: Sendable, Hashable {
    let place: Int32
    let language: Language
    let text: String
}
