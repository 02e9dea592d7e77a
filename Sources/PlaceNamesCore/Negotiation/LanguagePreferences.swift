/// A reader's languages as their `Accept-Language` header states them, read forgivingly: the ranges they want,
/// the ranges they refuse, and the entries that could not be read and were skipped.
///
/// `en;q=abc, ko` wants Korean: the malformed entry is skipped, not the header. The rules, after RFC 9110
/// §12.4.2 and §12.5.4 and RFC 4647's lookup:
/// - An entry is read exactly when ``AcceptLanguage/parse(_:)`` would read it; any other is skipped.
/// - `q=0` means "not acceptable": such a language is left out of the fallback chain, even as another
///   language's CLDR parent (`zh-Hant-HK, zh-Hant;q=0` does not fall back to `chinese-traditional`), and `*;q=0`
///   refuses every language the header does not want, English included.
/// - A range sent more than once counts once, at its highest weight (the first, between equal weights): a reader
///   who wants a language anywhere in the header gets it. The same holds for two ranges of one language
///   (`en-GB;q=0, en`).
/// - `*` with a weight above 0 adds nothing: every chain already ends with the place's default name.
/// - A header with no language the service has a case for (empty, all malformed, only `*`, only refusals,
///   only unknown tags) is disregarded, as RFC 9110 allows: the chain is the one without a header, English.
public struct LanguagePreferences: Sendable, Equatable {
    /// The ranges the reader accepts (weight above 0), most wanted first; each range once (its tag compared
    /// ignoring case and `_` for `-`), at its highest weight.
    public let wanted: [LanguageRange]
    /// The ranges the reader marked not acceptable (`q=0`) and did not also want, in header order.
    public let refused: [LanguageRange]
    /// The entries that are not a language range with an optional weight, in header order.
    public let skipped: [AcceptLanguageError]

    /// Reads an `Accept-Language` header (its field values joined by commas); never fails.
    public init(acceptLanguage header: String) {
        var ranges: [LanguageRange] = []
        var skipped: [AcceptLanguageError] = []
        for entry in AcceptLanguage.entries(of: header) {
            switch entry {
            case .success(let range): ranges.append(range)
            case .failure(let error): skipped.append(error)
            }
        }
        var seen = Set<String>()
        var wanted: [LanguageRange] = []
        for range in AcceptLanguage.mostWantedFirst(ranges) where seen.insert(Self.key(range.tag)).inserted {
            if range.quality > 0 { wanted.append(range) }
        }
        let wantedTags = Set(wanted.map { Self.key($0.tag) })
        var refusedTags = Set<String>()
        self.wanted = wanted
        self.refused = ranges.filter { range in
            range.quality == 0 && !wantedTags.contains(Self.key(range.tag)) && refusedTags.insert(Self.key(range.tag)).inserted
        }
        self.skipped = skipped
    }

    /// The languages to try, in order: each wanted language followed by its CLDR parents (see
    /// ``Language/fallbackChain(for:)-([Language])``), then English; refused languages left out, English too
    /// after `*;q=0`. When nothing wanted names a language, the chain for no header at all: English.
    public var fallbackChain: [Language] {
        let requested = wanted.compactMap(\.language)
        guard !requested.isEmpty else { return Language.fallbackChain(for: [Language]()) }
        let wantedLanguages = Set(requested)
        let refusedLanguages = Set(refused.compactMap(\.language)).subtracting(wantedLanguages)
        let refusesTheRest = refused.contains(where: \.isWildcard)
        var chain: [Language] = []
        for language in requested + (refusesTheRest ? [] : [.english]) {
            var next: Language? = language
            while let current = next {
                if !chain.contains(current) && !refusedLanguages.contains(current) { chain.append(current) }
                next = current.parent
            }
        }
        return chain
    }

    /// Ranges are the same range whatever their letter case and separator: `en-US`, `EN_us`.
    private static func key(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
