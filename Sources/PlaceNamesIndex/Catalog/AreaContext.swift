import PlaceNames

/// A place's region or country as answers show it beside the place (`context`): the area's id and its name chosen
/// for the reader, with that name's language and whether it is a fallback (not in the reader's first language).
package struct AreaContext: Sendable {
    package let id: String
    /// Empty when the area has no name at all.
    package let name: String
    /// The name's language; nil for the area's default name (shown as `und`).
    package let language: Language?
    package let isFallback: Bool
}
