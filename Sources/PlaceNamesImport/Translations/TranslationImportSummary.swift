/// What a translation import counted: every unit read ends up in exactly one of these.
public struct TranslationImportSummary: Sendable, Hashable {
    /// Names the catalogs did not have, now added.
    public var added = 0
    /// Names that replaced a different catalog name (`--prefer translations`; the old one kept as a variant).
    public var replaced = 0
    /// Translations equal to the catalog's name already.
    public var unchanged = 0
    /// Translations of a source text that has changed since the export.
    public var stale = 0
    /// Of those, taken anyway (`--accept-stale`).
    public var staleTaken = 0
    /// Places named differently by the catalog and the translation.
    public var conflicts = 0
    /// Of those, settled for the catalog (`--prefer catalogs`).
    public var keptCatalogs = 0
    /// Units read but not translations, by reason (fuzzy, obsolete, untranslated, not translated state).
    public var skipped: [TranslationSkip: Int] = [:]
    /// Translations normalised to NFC (`--fix`).
    public var normalised = 0

    /// `added + replaced`.
    public var taken: Int { added + replaced }
}
