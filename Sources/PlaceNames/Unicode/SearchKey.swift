import ICUShim

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
        folded = Self.folded(name)
        if Self.isASCII(folded) {
            latin = folded
        } else {
            var latinText = Self.removingAccents(Self.toLatin?.transliterate(folded) ?? folded)
            // Latin letters without a decomposition (ø, ł, æ, ß) need Latin-ASCII; most names have none left.
            if !Self.isASCII(latinText) { latinText = Self.toASCII?.transliterate(latinText) ?? latinText }
            latin = Self.collapse(Normalizer.nfkcCasefold.normalize(latinText))
        }
        compact = String(String.UnicodeScalarView(latin.unicodeScalars.filter(Self.isLetterOrDigit)))
    }

    /// `SearchKey(name).folded` without the Latin transliteration, which costs far more (search asks it of every
    /// query, and of names while ranking).
    public static func folded(_ name: String) -> String {
        collapse(Normalizer.nfkcCasefold.normalize(removingAccents(name)))
    }

    /// Whether what a person typed (`query`) finds this name: its folded form starts this name's folded form,
    /// or its compact Latin form starts this name's compact Latin form.
    public func matches(_ query: SearchKey) -> Bool {
        let typed = query.folded.unicodeScalars.filter { $0 != " " }
        if !typed.isEmpty, folded.unicodeScalars.filter({ $0 != " " }).starts(with: typed) { return true }
        return !query.compact.isEmpty && compact.unicodeScalars.starts(with: query.compact.unicodeScalars)
    }

    /// Whether the text `query` finds this name.
    public func matches(_ query: String) -> Bool { matches(SearchKey(query)) }

    static let toLatin = try? Transliterator.shared(id: "Any-Latin")
    static let toASCII = try? Transliterator.shared(id: "Latin-ASCII")

    /// `text` without combining accents: non-spacing marks of the Inherited script (U+0301, Arabic harakat), but
    /// not the kana voicing marks and not marks that belong to a script (Thai and Indic vowel signs are letters).
    static func removingAccents(_ text: String) -> String {
        if isASCII(text) { return text }
        let result = ICUText.withUTF8(text) { bytes, count -> String? in
            var unchanged = false
            let stripped = try? ICUText.produce(guess: Int(count) + 16) { dest, capacity, status in
                let n = pn_remove_accents(bytes, count, dest, capacity, &status)
                unchanged = n < 0
                return max(n, 0)
            }
            return unchanged ? nil : stripped
        }
        return result ?? text
    }

    /// Alphabetic or numeric; ASCII without a property look-up, since `latin` is almost all ASCII.
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Runs of white space as one space, none at the ends (scalar by scalar: grapheme breaking is not needed).
    private static func collapse(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        var changed = false
        for scalar in text.unicodeScalars {
            if ScalarClass.isWhitespace(scalar.value) {
                if scalar != " " || pendingSpace || result.isEmpty { changed = true }
                pendingSpace = true
                continue
            }
            if pendingSpace, !result.isEmpty { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        if pendingSpace { changed = true }
        return changed ? String(result) : text
    }
}
