/// A finding inside one file before it has a line and column: those are computed once, for findings only.
struct PendingFinding: Sendable {
    /// Byte offset of the offending key or value; -1 for the file as a whole.
    var offset: Int
    var code: ValidationCode
    var message: String
    var place: String?
    var language: Language?
}
