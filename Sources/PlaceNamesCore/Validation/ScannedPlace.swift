/// What the catalog reader, outlining a file for the validator, learnt about one place: enough to find duplicate ids and probable duplicates later.
package struct ScannedPlace: Sendable {
    /// Byte offset of the place's `{`.
    package var offset: Int
    package var id: String?
    /// Byte offset of the id's string token (for "first seen at" in duplicate-id messages).
    package var idOffset: Int
    package var kind: String?
    package var country: String?
    /// Where the place is, when it says: two namesake cities far apart are not probable duplicates.
    package var coordinate: Coordinate?
    /// The id its `region` links to, and where that string is.
    package var region: String?
    package var regionOffset = 0
}

/// One name string to check: its string token, its place and language, and which form it is.
package struct NameToken: Sendable {
    /// Tape index of the string token.
    package var node: Int32
    /// Index of its place in the file's `places`.
    package var place: Int32
    package var language: Language
    package var kind: NameKind
}

/// One alias string to check (not blank, in NFC, not twice in its place): its string token and its place.
package struct AliasToken: Sendable {
    /// Tape index of the string token.
    package var node: Int32
    /// Index of its place in the file's `places`.
    package var place: Int32
}

/// A place's default name (the name it has before any language) to check: its string token and its place.
package struct DefaultNameToken: Sendable {
    /// Tape index of the string token.
    package var node: Int32
    /// Index of its place in the file's `places`.
    package var place: Int32
}
