/// The forms of a name that search indexes and matches on, so `Krung Thep`, `krung thep`, `กรุงเทพ`, `Bangkok`
/// and `バンコク` can all be found from what a person types.
///
/// Built from ICU: NFKC case folding, combining accents removed, and a letter-by-letter Latin transliteration.
/// Transliterations are search aids, never names to display.
public struct SearchKey: Sendable, Hashable {
    /// The name as given.
    public let original: String
    /// NFKC_Casefold with combining accents removed and spaces collapsed, in the name's own script
    /// (`"Zürich"` → `"zurich"`, `"กรุงเทพ"` → `"กรุงเทพ"`).
    public let folded: String
    /// `folded` transliterated to ASCII Latin (`"กรุงเทพ"` → `"krungtheph"`, `"東京"` → `"dong jing"`).
    public let latin: String
    /// `latin` with everything but letters and digits removed, for space-insensitive matching (`"krungtheph"`).
    public let compact: String

    /// Computes the keys of `name`.
    public init(_ name: String) {
        original = name
        let (marks, latinize) = Self.transforms
        folded = Self.collapse(Normalizer.nfkcCasefold.normalize(marks?.transliterate(name) ?? name))
        let latinText = latinize?.transliterate(folded) ?? folded
        latin = Self.collapse(Normalizer.nfkcCasefold.normalize(marks?.transliterate(latinText) ?? latinText))
        compact = String(String.UnicodeScalarView(latin.unicodeScalars.filter {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
    }

    /// Whether what a person typed (`query`) finds this name: its folded form starts this name's folded form,
    /// or its compact Latin form starts this name's compact Latin form.
    public func matches(_ query: SearchKey) -> Bool {
        let q = query.folded.filter { $0 != " " }
        if !q.isEmpty, folded.filter({ $0 != " " }).hasPrefix(q) { return true }
        return !query.compact.isEmpty && compact.hasPrefix(query.compact)
    }

    /// Whether the text `query` finds this name.
    public func matches(_ query: String) -> Bool { matches(SearchKey(query)) }

    /// Combining accents (Inherited script) removed, keeping kana voicing marks, then Latin in ASCII.
    static let transforms: (Transliterator?, Transliterator?) = (
        try? Transliterator.shared(id: "NFD; [[:Mn:]&[:sc=Zinh:]-[\\u3099\\u309A]] Remove; NFC"),
        try? Transliterator.shared(id: "Any-Latin; Latin-ASCII")
    )

    private static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
