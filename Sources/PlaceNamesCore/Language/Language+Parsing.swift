/// Reading a language from people and files: raw values, BCP 47 tags and legacy codes.
extension Language {
    /// The language named by `text`: a raw value (`thai`, any letter case, `_` or spaces for `-`), or a BCP 47
    /// tag as `init?(bcp47:)` reads it (`th`, `th-TH`, `TH_th`, `zh-TW`, `iw`).
    ///
    /// - Throws: `LanguageError`, whose description names the closest languages:
    ///   `unknown language 'thia' — did you mean 'thai'?`
    public static func parse(_ text: String) throws(LanguageError) -> Language {
        if let language = Language(rawValue: text) { return language }
        let trimmed = Self.trimmed(text)
        if let language = Language(rawValue: Self.rawValueSpelling(trimmed)) { return language }
        if let language = Language(bcp47: String(trimmed)) { return language }
        throw LanguageError(input: text)
    }

    /// The case that serves readers of the BCP 47 tag `tag`, or `nil` if its language has no case.
    ///
    /// Case is ignored, `-` and `_` both separate subtags, and a region written before the language (`TH_th`,
    /// `US-en`) is understood. Legacy and overlong codes are mapped (`iw` → hebrew, `in` → indonesian,
    /// `no` → norwegian-bokmal, `tl` → filipino, `tha` → thai, `no-nyn` → norwegian-nynorsk).
    /// Without a script subtag, CLDR's likely script for the language and region decides
    /// (`zh-TW` → chinese-traditional, `zh-CN` → chinese-simplified, `sr-ME` → serbian-latin).
    /// A region then picks a regional case, directly or through CLDR's parent locales (`pt-PT` and `pt-AO` →
    /// portuguese-portugal, `es-AR` → spanish-latin-america, `zh-HK` and `zh-MO` → chinese-traditional-hong-kong,
    /// `pt-BR` → portuguese); a region or script without a case of its own falls back to the language
    /// (`th-US` → thai, `en-GB` → english).
    public init?(bcp47 tag: String) {
        var tag = tag
        if tag.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }),
           let replacement = Self.languageAliases[String(tag.lowercased().map { $0 == "-" ? "_" : $0 })] {
            tag = replacement  // a grandfathered whole tag: `no-nyn`, `zh-guoyu`
        }
        guard let parsed = LanguageTag(tag) else { return nil }
        if let language = Self.resolve(parsed) {
            self = language
        } else if let swapped = parsed.swappingLanguageAndRegion, let language = Self.resolve(swapped) {
            self = language
        } else {
            return nil
        }
    }

    static func resolve(_ tag: LanguageTag) -> Language? {
        var language = tag.language
        var script = tag.script
        var region = tag.region
        if let replacement = languageAliases[language] {
            let parts = replacement.split(separator: "_")
            language = String(parts[0])
            for part in parts.dropFirst() {
                if part.count == 4 { script = script ?? String(part) } else { region = region ?? String(part) }
            }
        }
        guard let base = localeIndex[language] else { return nil }
        if script == nil {
            script = region.flatMap { likelyScripts[language + "_" + $0] } ?? likelyScripts[language]
        }
        let withScript = script.map { language + "_" + $0 }
        for variant in tag.variants {
            let suffix = "_" + variant.uppercased()
            let stems = [withScript.map { $0 + (region.map { "_" + $0 } ?? "") }, withScript,
                         region.map { language + "_" + $0 }, language]
            for stem in stems.compactMap({ $0 }) {
                if let found = localeIndex[stem + suffix] { return found }
            }
        }
        var id = [withScript ?? language, region].compactMap { $0 }.joined(separator: "_")
        while true {
            if let found = localeIndex[id] { return found }
            if let parent = parentLocales[id] {
                id = parent
            } else if let cut = id.lastIndex(of: "_") {
                id = String(id[..<cut])
            } else {
                return base
            }
        }
    }

    /// `text` without leading and trailing white space.
    package static func trimmed(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        return text[start..<end]
    }

    /// `text` lower-cased with `_` and spaces written as `-`, the way raw values are spelled.
    static func rawValueSpelling(_ text: Substring) -> String {
        String(text.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
    }
}

extension LanguageTag {
    /// The tag read with its first two subtags the other way round (`TH_th`, `US-en`), if both are two letters.
    var swappingLanguageAndRegion: LanguageTag? {
        guard let region, region.count == 2, region.first!.isLetter, language.count == 2, script == nil else {
            return nil
        }
        return LanguageTag(region + "-" + language)
    }
}
