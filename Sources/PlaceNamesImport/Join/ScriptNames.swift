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
/// decided (Ukrainian and Russian). Arabic letters decide Arabic only, and not with a letter only Persian or Urdu
/// writes (`دبی`): where the one official language in them is Urdu or Persian, an alias may be Arabic's name. Junk is no name: no letters, a qualifier (brackets, a comma, `city of`, Thai
/// `จังหวัด` province / `อำเภอ` district), an invisible or bidi control character, repeated whitespace (a list of names), a name in Latin, Greek, Cyrillic or
/// Armenian letters all in one case (`ruo shan`, pinyin; `ΠΟΡΤΣΑΪΝΤ`), and in Latin letters a name without a vowel
/// (`phrankhr`, a letter-by-letter romanisation).
public struct ScriptNames: Sendable {
    /// One rule that makes an alias a name in a language; each is counted in the join's summary.
    public enum Rule: String, CaseIterable, Sendable, Comparable {
        /// An alias in Thai script is a Thai name.
        case thai = "Thai → thai"
        /// An alias with kana, with or without kanji, is a Japanese name.
        case kana = "kana (with or without kanji) → japanese"
        /// An alias in Hangul is a Korean name.
        case hangul = "Hangul → korean"
        /// An alias in Greek script is a Greek name.
        case greek = "Greek → greek"
        /// An alias in Georgian script is a Georgian name.
        case georgian = "Georgian → georgian"
        /// An alias in Armenian script is an Armenian name.
        case armenian = "Armenian → armenian"
        /// An alias in Hebrew script is a Hebrew name, unless Yiddish is as spoken in the country or the spelling is Yiddish's.
        case hebrew = "Hebrew → hebrew"
        /// A Cyrillic alias names the country's one official language written in Cyrillic.
        case cyrillic = "Cyrillic → the country's one official language written in it"
        /// A Devanagari alias names the country's one official language written in Devanagari.
        case devanagari = "Devanagari → the country's one official language written in it"
        /// An Arabic-script alias names Arabic where it is the country's one official language in that script.
        case arabic = "Arabic → the country's one official language written in it"
        /// A Han-only alias names the country's one official language written in Han (measured, not applied).
        case han = "Han alone → the country's one official language written in it"
        /// A Latin alias names the country's one official language written in Latin (measured, not applied).
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

    /// The rules whose names a join adds: all but Han alone and Latin, which the join measures against
    /// libgeonames only (its summary gives their agreement). Han alone does not say Simplified or Traditional, and
    /// GeoNames' Han aliases of a Chinese city mix both (`拉萨`, `拉薩`). Latin's candidates are, all but a handful
    /// (5,877 of 5,882 on the shipped cities), GeoNames' main name itself, which is the city's default name and not
    /// evidence of a language (an Indian town's main name would become English).
    public static let defaultApplied: Set<Rule> = Set(Rule.allCases).subtracting([.han, .latin])

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
        if alias.contains("  ") || alias.first?.isWhitespace == true || alias.last?.isWhitespace == true {
            return .undecided("junk: repeated or outer whitespace (a list of names)")
        }
        if alias.unicodeScalars.contains(where: Self.isInvisible) {
            return .undecided("junk: an invisible or bidi control character")
        }
        if let script = Self.oneCaseScript(alias) { return .undecided("junk: \(script) all in one case") }
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
                if !alias.unicodeScalars.contains(where: Self.isLatinVowel) {
                    return .undecided("junk: Latin without a vowel")
                }
            }
            if rule == .arabic, alias.unicodeScalars.contains(where: Self.isPersianOrUrduLetter) {
                return .undecided("Arab: letters Persian or Urdu write and Arabic does not (پ چ ژ گ ک ی ہ ے...)")
            }
            let candidates = officialLanguages.languages(of: country ?? "").filter { language in
                // Han alone is never Japanese or Korean: their own scripts (kana, Hangul) decide them.
                rule == .han ? language.scripts == ["Hani"] : Scripts.expand(language.scripts).contains(script)
            }
            switch candidates.count {
            case 1 where rule == .arabic && candidates[0] != .arabic:
                // Pakistan's Urdu, Iran's Persian: GeoNames' Arabic-letter aliases there are Arabic's names as often.
                return .undecided("Arab: the country's one official language written in it is not Arabic (an "
                    + "alias may be Arabic's name or its own)")
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

    /// The script of `alias` when it is Latin, Greek, Cyrillic or Armenian written all in lower or all in upper
    /// case (`ruo shan`, pinyin; `ΠΟΡΤΣΑΪΝΤ`), which names in those scripts are not; nil otherwise. Georgian is
    /// left alone: its everyday letters (Mkhedruli) are lower case to Unicode.
    static func oneCaseScript(_ alias: String) -> String? {
        for (code, name) in [("Latn", "Latin"), ("Grek", "Greek"), ("Cyrl", "Cyrillic"), ("Armn", "Armenian")]
        where Scripts.fits(alias, scripts: [code]) {
            let letters = alias.unicodeScalars.filter { $0.properties.isAlphabetic }
            let cased = letters.filter { $0.properties.isLowercase || $0.properties.isUppercase }
            guard cased.count >= 2 else { return nil }
            return cased.allSatisfy(\.properties.isLowercase) || cased.allSatisfy(\.properties.isUppercase) ? name : nil
        }
        return nil
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

    /// An Arabic-script letter of Persian or Urdu spellings that Arabic does not write: GeoNames gives Dubai
    /// `دبي` and `دبی`; only the first is Arabic.
    static func isPersianOrUrduLetter(_ scalar: Unicode.Scalar) -> Bool {
        [0x067E, 0x0686, 0x0698, 0x06AF, 0x06A9, 0x06CC, 0x06C1, 0x06C3, 0x06D2, 0x06BA, 0x0679, 0x0688, 0x0691,
         0x06BE, 0x06D0, 0x06C6, 0x06C7, 0x06C8, 0x06CB, 0x06D5, 0x0695, 0x06B5, 0x06CE].contains(scalar.value)
    }

    /// Zero-width characters, bidi marks and controls: GeoNames gives Turaif `طريف` with two LEFT-TO-RIGHT MARKs.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0x00AD: true
        default: scalar.properties.generalCategory == .control
        }
    }

    /// A Latin vowel, accents aside (`y` counts: `Ystad`).
    static func isLatinVowel(_ scalar: Unicode.Scalar) -> Bool {
        let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
        return "aeiouyAEIOUYæøœÆØŒ".unicodeScalars.contains(base)
    }
}
