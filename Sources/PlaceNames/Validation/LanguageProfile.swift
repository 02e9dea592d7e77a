/// What the name checks need to know about a language, worked out once per run rather than per name.
final class LanguageProfile: Sendable {
    let language: Language
    /// ICU script codes names may use besides Common and Inherited; empty when the language's scripts are unknown.
    let scriptCodes: [Int32]
    /// Whether plain ASCII letters fit the language (it is written in Latin).
    let allowsLatin: Bool
    /// The language's scripts as ISO 15924 codes, for messages.
    let scriptNames: String
    /// Which invisible characters the language legitimately writes.
    let allowances: InvisibleCharacterAllowances
    /// Whether the language's script has upper and lower case, so all-caps or all-lower names stand out.
    let isCased: Bool

    init(_ language: Language) {
        self.language = language
        let expanded = Scripts.expand(language.scripts)
        scriptCodes = Scripts.codes(for: language.scripts)
        allowsLatin = expanded.isEmpty || expanded.contains("Latn")
        scriptNames = language.scripts.joined(separator: ", ")
        allowances = InvisibleCharacterAllowances(scripts: language.scripts, localeID: language.icuLocaleID)
        isCased = !expanded.isDisjoint(with: ["Latn", "Cyrl", "Grek", "Armn"])
    }

    /// Every language's profile, indexed by case order.
    static let all: [LanguageProfile] = Language.allCases.map(LanguageProfile.init)

    static func of(_ language: Language) -> LanguageProfile { all[language.ordinal] }
}
