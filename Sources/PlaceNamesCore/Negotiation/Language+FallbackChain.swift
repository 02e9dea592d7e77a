extension Language {
    /// The languages to try, in order, for a reader who asked for `requested` (most wanted first).
    ///
    /// Each requested language is followed by its CLDR ancestors (`parent`): `zh-Hant-HK` gives
    /// `chinese-traditional-hong-kong`, `chinese-traditional`; a script variant never falls into another script
    /// (`sr-Latn` gives `serbian-latin` alone). Then come the later requested languages, then English.
    /// Languages appear once, where first reached.
    public static func fallbackChain(for requested: [Language]) -> [Language] {
        var chain: [Language] = []
        for language in requested + [.english] {
            var next: Language? = language
            while let current = next {
                if !chain.contains(current) { chain.append(current) }
                next = current.parent
            }
        }
        return chain
    }

    /// The fallback chain for language ranges (an `Accept-Language` header or a `lang=` list): ranges that
    /// name no language (`*`, `x-klingon`) add nothing, so the chain always ends with English.
    /// For a header, ``LanguagePreferences/fallbackChain`` also honours `q=0` refusals.
    public static func fallbackChain(for requested: [LanguageRange]) -> [Language] {
        fallbackChain(for: requested.compactMap(\.language))
    }
}
