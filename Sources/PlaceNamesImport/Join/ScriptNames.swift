import Foundation
import PlaceNames

/// Which language an untagged alternate name (GeoNames' alternate names, kept as a city's `aliases`) is in, when
/// its script says so, and never otherwise.
///
/// A script that one language writes decides it: Thai → thai, kana (with or without kanji; not kanji alone) →
/// japanese, Hangul (with or without hanja) → korean, Greek → greek, Georgian → georgian, Armenian → armenian;
/// Hebrew → hebrew, except in a country where CLDR counts at least as many speakers of Yiddish as of Hebrew, and
/// in a spelling only Yiddish writes (`װ ױ ײ`, vowel points). A script several languages write (Cyrillic,
/// Devanagari, Arabic, Han, Latin) decides only where the place's own country has exactly one official language
/// (`OfficialLanguages`, CLDR) written in it: a Russian town's Cyrillic name is Russian, a Ukrainian town's is not
/// decided (Ukrainian and Russian). Junk is no name: no letters, a qualifier (brackets, a comma, `city of`, Thai
/// `จังหวัด` province / `อำเภอ` district), and in Latin letters a name all in one case (`ruo shan`, pinyin) or
/// without a vowel (`phrankhr`, a letter-by-letter romanisation).
public struct ScriptNames: Sendable {
    /// One rule that makes an alias a name in a language; each is counted in the join's summary.
    public enum Rule: String, CaseIterable, Sendable, Comparable {
        case thai = "Thai → thai"
        case kana = "kana (with or without kanji) → japanese"
        case hangul = "Hangul → korean"
        case greek = "Greek → greek"
        case georgian = "Georgian → georgian"
        case armenian = "Armenian → armenian"
        case hebrew = "Hebrew → hebrew"
        case cyrillic = "Cyrillic → the country's one official language written in it"
        case devanagari = "Devanagari → the country's one official language written in it"
        case arabic = "Arabic → the country's one official language written in it"
        case han = "Han alone → the country's one official language written in it"
        case latin = "Latin → the country's one official language written in it"

        public static func < (lhs: Rule, rhs: Rule) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The ISO 15924 code of a shared script's rule; nil for a script one language writes.
        var sharedScript: String? {
            switch self {
            case .cyrillic: "Cyrl"
            case .devanagari: "Deva"
            case .arabic: "Arab"
            case .han: "Hani"
            case .latin: "Latn"
            default: nil
            }
        }
    }

    /// What an alias is.
    public enum Outcome: Equatable, Sendable {
        /// A name in `language`, by `rule`.
        case name(Language, Rule)
        /// Its script does not say which language (the reason says why), or it is junk.
        case undecided(String)
    }

    /// The rules whose names a join adds. The others are measured against libgeonames only (the join's summary
    /// gives their agreement): on the shipped cities Arabic agreed in 78 %, Han alone 88 % and Latin 78 % of the
    /// places libgeonames names in the language (GeoNames' Arabic-script aliases are Persian and Urdu spellings
    /// too, its Han ones Simplified and Traditional and with or without 市, its Latin ones every language's
    /// exonym), below the 95 % a name must reach to be served.
    public static let defaultApplied: Set<Rule> = Set(Rule.allCases).subtracting([.arabic, .han, .latin])

    /// The countries' official languages.
    public var officialLanguages: OfficialLanguages
    /// The rules whose names are added; see `defaultApplied`.
    public var applied: Set<Rule>

    /// Creates the rules over `officialLanguages`.
    public init(officialLanguages: OfficialLanguages, applied: Set<Rule> = ScriptNames.defaultApplied) {
        self.officialLanguages = officialLanguages
        self.applied = applied
    }

    /// What `alias`, an untagged alternate name of a place in `country`, is.
    public func classify(_ alias: String, country: String?) -> Outcome {
        guard alias.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else {
            return .undecided("junk: no letters")
        }
        if let qualifier = Self.qualifier(in: alias) { return .undecided("junk: a qualifier (\(qualifier))") }
        let scalarScripts = alias.unicodeScalars.map { Set(Scripts.extensions(of: $0)).subtracting(Scripts.neutral) }
        func has(_ only: Set<String>) -> Bool { scalarScripts.contains { !$0.isEmpty && $0.isSubset(of: only) } }
        if Scripts.fits(alias, scripts: ["Thai"]) { return .name(.thai, .thai) }
        if Scripts.fits(alias, scripts: ["Hira", "Kana", "Hani"]) {
            if has(["Hira", "Kana"]) { return .name(.japanese, .kana) }
        }
        if Scripts.fits(alias, scripts: ["Hang", "Hani"]), has(["Hang"]) { return .name(.korean, .hangul) }
        if Scripts.fits(alias, scripts: ["Grek"]) { return .name(.greek, .greek) }
        if Scripts.fits(alias, scripts: ["Geor"]) { return .name(.georgian, .georgian) }
        if Scripts.fits(alias, scripts: ["Armn"]) { return .name(.armenian, .armenian) }
        if Scripts.fits(alias, scripts: ["Hebr"]) {
            if alias.unicodeScalars.contains(where: Self.isYiddishSpelling) {
                return .undecided("Hebrew: a spelling only Yiddish writes (װ ױ ײ or vowel points)")
            }
            if let country, officialLanguages.suggestsYiddish(country) {
                return .undecided("Hebrew: in a country where CLDR counts as many speakers of Yiddish as of Hebrew")
            }
            return .name(.hebrew, .hebrew)
        }
        for rule in [Rule.cyrillic, .devanagari, .arabic, .han, .latin] {
            guard let script = rule.sharedScript, Scripts.fits(alias, scripts: [script]) else { continue }
            if rule == .latin {
                let letters = alias.unicodeScalars.filter { $0.properties.isAlphabetic }
                if letters.allSatisfy(\.properties.isLowercase) || letters.allSatisfy(\.properties.isUppercase) {
                    return .undecided("junk: Latin all in one case")
                }
                if !alias.unicodeScalars.contains(where: Self.isLatinVowel) {
                    return .undecided("junk: Latin without a vowel")
                }
            }
            let candidates = officialLanguages.languages(of: country ?? "").filter { language in
                // Han alone is never Japanese or Korean: their own scripts (kana, Hangul) decide them.
                rule == .han ? language.scripts == ["Hani"] : Scripts.expand(language.scripts).contains(script)
            }
            switch candidates.count {
            case 1: return .name(candidates[0], rule)
            case 0 where rule == .han:
                return .undecided("Hani: no official language of the country written in Han alone (kanji or hanja "
                    + "alone decide neither Japanese nor Korean)")
            case 0: return .undecided("\(script): no official language of the country written in it")
            default: return .undecided("\(script): several official languages of the country written in it")
            }
        }
        return .undecided("another script or mixed scripts")
    }

    /// The qualifier that makes `alias` a label rather than a name, if any.
    static func qualifier(in alias: String) -> String? {
        for mark in ["(", ")", "[", "]", "（", "）", ",", "،", "，"] where alias.contains(mark) { return mark }
        let lower = alias.lowercased()
        for prefix in ["city of ", "municipality of ", "town of ", "province of ", "district of "]
        where lower.hasPrefix(prefix) {
            return prefix.trimmingCharacters(in: .whitespaces)
        }
        // Thai: "province", "district" (also written with NIKHAHIT and SARA AA): a division's name, not the town's.
        for prefix in ["จังหวัด", "อำเภอ", "อําเภอ"] where alias.hasPrefix(prefix) { return prefix }
        return nil
    }

    /// Hebrew letters and points that Yiddish writes and Hebrew place names do not: the ligatures `װ ױ ײ` and
    /// vowel points (`אַ`, `אָ`).
    static func isYiddishSpelling(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x05F0...0x05F2, 0xFB1F, 0xFB2E, 0xFB2F, 0x05B0...0x05BD, 0x05BF, 0x05C1, 0x05C2, 0x05C7: true
        default: false
        }
    }

    /// A Latin vowel, accents aside (`y` counts: `Ystad`).
    static func isLatinVowel(_ scalar: Unicode.Scalar) -> Bool {
        let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
        return "aeiouyAEIOUYæøœÆØŒ".unicodeScalars.contains(base)
    }
}
