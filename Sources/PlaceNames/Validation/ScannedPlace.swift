/// What the lenient reader learnt about one place: enough to find duplicate ids and probable duplicates later.
struct ScannedPlace: Sendable {
    /// Byte offset of the place's `{`.
    var offset: Int
    var id: String?
    /// Byte offset of the id's string token (for "first seen at" in duplicate-id messages).
    var idOffset: Int
    var kind: String?
    var country: String?
}

/// One name string to check: its string token, its place and language, and which form it is.
struct NameToken: Sendable {
    /// Tape index of the string token.
    var node: Int32
    /// Index of its place in the file's `places`.
    var place: Int32
    var language: Language
    var kind: NameKind
}
