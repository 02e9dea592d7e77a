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

/// A place's first-level region and its country as answers show them to one reader (`ServedCatalog.areas`): looked
/// up once per place answered, for its label and its `context` both.
package struct PlaceAreas: Sendable {
    /// Nil when the place has no region, or no place has its id.
    package let region: AreaContext?
    /// Nil when the place has no country, or no place is that country.
    package let country: AreaContext?
}
