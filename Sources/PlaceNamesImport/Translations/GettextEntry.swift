import PlaceNames

/// One PO entry as read, before it is checked: its comments' flags and each keyword with its strings.
struct GettextEntry {
    /// A keyword and the strings after it, concatenated.
    struct Field {
        var keyword: GettextToken
        var bytes: [UInt8] = []
        /// Each string's start in `bytes` and the location of its first character, for locating header lines.
        var segments: [(start: Int, location: SourceLocation)] = []

        /// The first character of the text: that of the first string that is not empty (`msgstr ""` followed
        /// by continuation lines starts on the next line), else of the first string.
        var contentLocation: SourceLocation {
            var previous: (start: Int, location: SourceLocation)?
            for segment in segments {
                if let previous, segment.start > previous.start { return previous.location }
                previous = segment
            }
            if let previous, previous.start < bytes.count { return previous.location }
            return segments.first?.location ?? keyword.location
        }

        /// The text, or nil when its escapes made bytes that are not UTF-8.
        var text: String? { String(validating: bytes, as: UTF8.self) }
    }

    var fuzzy = false
    var obsolete = false
    var context: Field?
    var id: Field?
    var plural: Field?
    var translation: Field?
    /// The first `msgstr[N]`.
    var indexedTranslation: Field?

    var isEmpty: Bool { context == nil && id == nil && plural == nil && translation == nil && indexedTranslation == nil }

    /// The header: the entry with an empty msgid and no msgctxt.
    var isHeader: Bool { context == nil && id.map(\.bytes.isEmpty) == true }
}
