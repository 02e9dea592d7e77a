/// Finding the languages someone probably meant by text that names none.
extension Language {
    /// The languages closest to `text`, at most `limit`, in raw value order: those whose raw value, BCP 47 tag,
    /// English name or native name is the fewest edits away (a swap of two letters is one edit), or whose
    /// raw value contains the words of `text` or is contained in them, with the fewest other words
    /// (`chinese` → `chinese-simplified`, `sami` → `northern-sami`, `portuguese-brazil` → `portuguese`).
    /// Only the best-scoring languages are returned, and none that are more than about a third of `text` away.
    public static func suggestions(for text: String, limit: Int = 3) -> [Language] {
        let query = Array(rawValueSpelling(trimmed(text)).unicodeScalars)
        guard !query.isEmpty, limit > 0 else { return [] }
        let allowed = max(1, min(3, query.count / 3))
        var scored: [(score: Int, language: Language)] = []
        for language in allCases {
            let score = language.distance(to: query, within: allowed)
            if score <= allowed { scored.append((score, language)) }
        }
        guard let best = scored.map(\.score).min() else { return [] }
        return Array(scored.filter { $0.score == best }.map(\.language).sorted().prefix(limit))
    }

    /// The smallest edit distance from `query` to one of this language's names, or `bound + 1` if all are farther.
    private func distance(to query: [Unicode.Scalar], within bound: Int) -> Int {
        var best = bound + 1
        let raw = Self.words(Array(rawValue.unicodeScalars))
        let asked = Self.words(query)
        if let extra = Self.extraWords(raw, asked) ?? Self.extraWords(asked, raw) { best = min(best, extra) }
        let names = [rawValue, bcp47.lowercased(), Self.rawValueSpelling(englishName[...]),
                     Self.rawValueSpelling(nativeName[...])]
        for name in names {
            best = min(best, editDistance(Array(name.unicodeScalars), query, bound: best - 1))
        }
        return best
    }

    /// The hyphen-separated words of `text`.
    private static func words(_ text: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
        text.split(separator: "-")
    }

    /// How many words `long` has besides `short`, if it holds `short`'s words in a row; else `nil`.
    private static func extraWords(
        _ long: [ArraySlice<Unicode.Scalar>], _ short: [ArraySlice<Unicode.Scalar>]
    ) -> Int? {
        guard !short.isEmpty, long.count > short.count else { return nil }
        for start in 0...(long.count - short.count) where long[start..<start + short.count].elementsEqual(short) {
            return long.count - short.count
        }
        return nil
    }
}
