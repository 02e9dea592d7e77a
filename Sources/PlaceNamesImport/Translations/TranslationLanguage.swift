import PlaceNames

/// The languages translators' files name, in the spellings their tools write: BCP 47 (`th`, `zh-Hant`),
/// gettext and ICU locales (`th_TH`, `zh_Hant`, `sr@latin`, `de_DE.UTF-8`), raw values (`english`), and the
/// folders apps keep them in (`th.lproj`, `values-pt-rPT`, `values-b+sr+Latn`).
enum TranslationLanguage {
    /// The language `text` names; nil for an empty text (a template, say, names none).
    static func parse(_ text: String) throws(LanguageError) -> Language? {
        let trimmed = String(Language.trimmed(text))
        guard !trimmed.isEmpty else { return nil }
        // A gettext modifier or charset is not BCP 47; GettextLocale knows which modifiers name a script.
        if trimmed.contains("@") || trimmed.contains(".") {
            if case .success(let language) = GettextLocale(trimmed).resolve() { return language }
            throw LanguageError(input: trimmed)
        }
        // Language.parse first: `names export` writes ICU locale ids (`pt` is Brazilian Portuguese there, where
        // gettext's bare `pt` would be European), and a regional locale falls back to its language.
        return try Language.parse(trimmed)
    }

    /// The language of the folder holding `path`: `th.lproj` (not `Base.lproj`), `values-th`,
    /// `values-pt-rPT`, `values-b+sr+Latn` (other Android qualifiers after the language are ignored); nil when
    /// the folder names none.
    static func ofFolder(of path: String) -> Language? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2 else { return nil }
        let folder = String(parts[parts.count - 2])
        if folder.hasSuffix(".lproj") {
            let tag = String(folder.dropLast(".lproj".count))
            return tag == "Base" ? nil : try? parse(tag)
        }
        guard folder.hasPrefix("values-") else { return nil }
        let qualifiers = folder.dropFirst("values-".count).split(separator: "-").map(String.init)
        guard let first = qualifiers.first else { return nil }
        if first.hasPrefix("b+") {
            return Language(bcp47: first.dropFirst(2).split(separator: "+").joined(separator: "-"))
        }
        guard (2...3).contains(first.count), first.allSatisfy(\.isLetter) else { return nil }
        var tag = first
        if qualifiers.count > 1, qualifiers[1].count == 3, qualifiers[1].hasPrefix("r") {
            tag += "-" + qualifiers[1].dropFirst()
        }
        return Language(bcp47: tag)
    }
}
