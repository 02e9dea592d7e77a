import PlaceNames

/// A gettext locale folder name (`th`, `zh_TW`, `sr@latin`, `en@quot`) and the `Language` whose names it holds.
///
/// Rules, so no regional spelling overwrites its base language:
/// - `@latin`/`@Latn`, `@cyrillic`/`@Cyrl` and `@iqtelif` (Tatar's Latin alphabet) name a script; the locale maps
///   only to a case written in that script (`sr@latin` → serbian-latin; `be@latin` has no case and is skipped).
/// - `@quot`, `@boldquot` and `@shaw` are pseudo-locales (English with typographic quotes, Shavian); other
///   modifiers (`@valencia`, `@ije`) name variants with no case of their own. Both are skipped.
/// - A region is kept only when the case is that region's (`pt_PT`, `zh_HK`), when it picks the script
///   (`zh_TW` → chinese-traditional, `pa_PK` → punjabi-arabic), or when it is the language's main region in
///   CLDR's likely subtags (`pt_BR`, `zh_CN`, `nb_NO`, `bn_BD`); otherwise (`de_CH`, `en_GB`, `bn_IN`) skipped.
/// - gettext's bare `pt` is European Portuguese (its team is "Portuguese", `pt_BR`'s "Portuguese (Brazil)").
struct GettextLocale: Equatable {
    var folder: String
    var language: String
    var region: String?
    var modifier: String?

    init(_ folder: String) {
        self.folder = folder
        var rest = Substring(folder)
        if let at = rest.firstIndex(of: "@") {
            modifier = String(rest[rest.index(after: at)...])
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }  // a charset: `de_DE.UTF-8`
        let parts = rest.split(separator: "_", maxSplits: 1)
        language = parts.first.map(String.init) ?? ""
        region = parts.count > 1 ? String(parts[1]) : nil
    }

    static let pseudoModifiers: Set<String> = ["quot", "boldquot", "shaw"]
    static let scriptModifiers = [
        "latin": "Latn", "Latn": "Latn", "cyrillic": "Cyrl", "Cyrl": "Cyrl", "iqtelif": "Latn",
    ]
    /// Regions that are their language's main one in CLDR's likely subtags (`pt` → `pt_Latn_BR`), for the
    /// gettext locales that spell them out.
    static let mainRegions: [String: String] = [
        "bn": "BD", "en": "US", "nb": "NO", "nn": "NO", "pt": "BR", "zh": "CN", "ja": "JP", "ko": "KR",
        "sv": "SE", "da": "DK", "cs": "CZ", "el": "GR", "uk": "UA", "sr": "RS", "ar": "EG", "fa": "IR",
    ]
    static let gettextBareLocales = ["pt": "pt-PT"]

    /// The language the locale's translations are in, or why the locale is skipped.
    func resolve() -> Result<Language, GettextLocaleSkip> {
        var tag = Self.gettextBareLocales[language].flatMap { region == nil && modifier == nil ? $0 : nil } ?? language
        var script: String?
        if let modifier {
            if Self.pseudoModifiers.contains(modifier) { return .failure(.pseudoLocale) }
            guard let named = Self.scriptModifiers[modifier] else { return .failure(.variant(modifier)) }
            script = named
            tag += "-" + named
        }
        let withoutRegion = tag
        if let region {
            if region.count == 4 { script = region }  // `zh_Hant`, `sr_Latn` written as a region
            tag += "-" + region
        }
        guard let found = Language(bcp47: tag) else { return .failure(.noCase) }
        if let script {
            let subtags = found.icuLocaleID.split(separator: "_")
            guard subtags.contains(Substring(script)) || found.scripts == [script] else {
                return .failure(.noScriptCase(script, fallback: found))
            }
        }
        if let region, region.count != 4 {
            let subtags = found.icuLocaleID.split(separator: "_")
            let base = Language(bcp47: withoutRegion)
            let regionIsCase = subtags.contains(Substring(region))
            let regionPicksScript = base != found
                && Language.likelyScripts[language + "_" + region] != Language.likelyScripts[language]
            let mainRegion = Self.mainRegions[language] == region || region == language.uppercased()
            guard regionIsCase || regionPicksScript || mainRegion else {
                return .failure(.regional(region, base: found))
            }
        }
        return .success(found)
    }

    /// How close the folder name is to the language's own locale id, for choosing between locales that map
    /// to the same language (`fil` over `tl`, `ro` over `mo`): lower is closer.
    func distance(to language: Language) -> Int {
        let spelled = [self.language, region].compactMap { $0 }.joined(separator: "_")
        if spelled == language.icuLocaleID && modifier == nil { return 0 }
        if self.language == language.icuLocaleID.split(separator: "_").first.map(String.init) { return 1 }
        return 2
    }
}

/// Why a locale folder gives no names.
enum GettextLocaleSkip: Error, Equatable {
    case pseudoLocale
    case variant(String)
    case noCase
    case noScriptCase(String, fallback: Language)
    case regional(String, base: Language)

    var reason: String {
        switch self {
        case .pseudoLocale: "pseudo-locale, not a language (en@quot, en@boldquot, en@shaw)"
        case .variant(let modifier): "locale variant @\(modifier) has no Language case"
        case .noCase: "locale with no Language case"
        case .noScriptCase(let script, let fallback):
            "locale in script \(script) has no Language case (would fall back to \(fallback.rawValue))"
        case .regional(let region, let base):
            "regional locale (\(region)) would overwrite \(base.rawValue), which has no case for that region"
        }
    }
}
