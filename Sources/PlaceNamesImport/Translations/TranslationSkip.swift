/// Why a unit of a translation file was read but not taken as a translation.
public enum TranslationSkip: String, CaseIterable, Sendable, Comparable {
    /// A PO entry flagged `#, fuzzy`: a guess the translator has not confirmed.
    case fuzzy
    /// A PO entry kept as `#~` (obsolete): no longer part of the catalog.
    case obsolete
    /// No translation: an empty `msgstr`, XLIFF `target`, CSV `name` or JSON value, or none at all.
    case untranslated
    /// A state that says the translation is not done: XLIFF `new` or `needs-translation`, .xcstrings anything
    /// but `translated`.
    case notTranslatedState = "not-translated-state"

    public static func < (lhs: TranslationSkip, rhs: TranslationSkip) -> Bool { lhs.rawValue < rhs.rawValue }
}
