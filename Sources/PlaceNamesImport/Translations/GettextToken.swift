import PlaceNames

/// One token of a PO file: a keyword, a string (its bytes, escapes read), or a comment line.
struct GettextToken {
    enum Kind: Equatable {
        /// `msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[0]`, or any other word (an error later).
        case keyword(String)
        /// A string's bytes after its escapes (`\NNN` and `\xHH` are bytes, as gettext reads them).
        case string([UInt8])
        /// A comment line: `kind` is the character after `#` (`.`, `:`, `,`, `|`, or a space for a translator's
        /// comment), `text` the rest of the line.
        case comment(kind: UInt8, text: String)
    }

    var kind: Kind
    /// Where the token starts (a string's opening quote).
    var location: SourceLocation
    /// A string's first character after the opening quote; the token's start otherwise.
    var contentLocation: SourceLocation
    /// Whether the token is on a `#~` line: part of an obsolete entry.
    var obsolete: Bool
}
