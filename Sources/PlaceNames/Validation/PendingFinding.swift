/// A finding inside one file before it has a line and column: those are computed once, for findings only.
struct PendingFinding: Sendable {
    /// Byte offset of the offending key or value; -1 for the file as a whole.
    var offset: Int
    var code: ValidationCode
    var message: String
    var place: String?
    var language: Language?
    /// Another spot the message points to ("another place has it at FILE:LINE:COLUMN"). It is located with
    /// every other finding, in one pass per file; the message is `message`, its `file:line:column`, then `then`.
    var related: RelatedSpot? = nil

    /// The whole message, with `located` (the related spot's `file:line:column`) in its place.
    func message(relatedAt located: String) -> String {
        guard let related else { return message }
        return message + located + related.then
    }
}

/// A spot in one of the files validated together (by the file's index) that a finding's message points to.
struct RelatedSpot: Sendable {
    var file: Int
    var offset: Int
    /// The rest of the message after the spot's location.
    var then: String = ""
}
