import PlaceNames

/// A place found by a search, with the name form that matched best.
struct SearchHit: Sendable {
    /// The place's position in the catalog.
    let place: Int
    let kind: MatchKind
    /// Whether the match was on the name as written (in its own script) rather than only on its Latin
    /// transliteration: `bangk` matching `Bangkok` beats `bangk` matching `บังกลาเทศ` read letter by letter.
    let isDirect: Bool
    /// The name form that matched.
    let text: String
    let language: Language
}

/// One form of one name of a place in the index, without reference counting: a place position, a language and
/// the position of the form's text in the index's text table.
struct NameRef: Sendable, Hashable {
    let place: Int32
    let text: Int32
    let language: Language
    let isDirect: Bool
}
