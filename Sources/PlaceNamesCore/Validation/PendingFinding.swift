/// A finding inside one file before it has a line and column: those are computed once, for findings only.
package struct PendingFinding: Sendable {
    /// Byte offset of the offending key or value; -1 for the file as a whole.
    package var offset: Int
    package var code: ValidationCode
    package var message: String
    package var place: String?
    package var language: Language?
    /// Another spot the message points to ("another place has it at FILE:LINE:COLUMN"). It is located with
    /// every other finding, in one pass per file; the message is `message`, its `file:line:column`, then `then`.
    package var related: RelatedSpot? = nil

    package init(offset: Int, code: ValidationCode, message: String, place: String? = nil,
                 language: Language? = nil, related: RelatedSpot? = nil) {
        self.offset = offset
        self.code = code
        self.message = message
        self.place = place
        self.language = language
        self.related = related
    }

    /// The whole message, with `located` (the related spot's `file:line:column`) in its place.
    package func message(relatedAt located: String) -> String {
        guard let related else { return message }
        return message + located + related.then
    }
}

/// A spot in one of the files validated together (by the file's index) that a finding's message points to.
package struct RelatedSpot: Sendable {
    package var file: Int
    package var offset: Int
    /// The rest of the message after the spot's location.
    package var then: String = ""

    package init(file: Int, offset: Int, then: String = "") {
        self.file = file
        self.offset = offset
        self.then = then
    }
}
