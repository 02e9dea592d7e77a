/// A finding inside one file before it has a line and column: those are computed once, for findings only.
struct PendingFinding: Sendable {
    /// Byte offset of the offending key or value; -1 for the file as a whole.
    var offset: Int
    var code: ValidationCode
    var message: String
    var place: String?
    var language: Language?
    /// Another spot the message points to ("another place has it at FILE:LINE:COLUMN"). It is located with
    /// every other finding, in one pass per file, and written where the message has `relatedMarker`.
    var related: RelatedOffset? = nil

    /// Stands in the message for the related spot's `file:line:column` until it is located.
    static let relatedMarker = "\u{0}related\u{0}"
}

/// A byte offset in one of the files validated together, by the file's index.
struct RelatedOffset: Sendable {
    var file: Int
    var offset: Int
}
