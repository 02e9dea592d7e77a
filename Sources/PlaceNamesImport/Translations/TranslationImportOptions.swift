import PlaceNames

/// What `names import translations` may take and how it settles disagreements.
public struct TranslationImportOptions: Sendable {
    /// The language the translations are in (`--lang`); nil takes the one each file says.
    public var language: Language?
    /// The language of the files' source texts, where a file does not say (`--source`; default English).
    public var sourceLanguage: Language
    /// Whether a translation whose source text is no longer the place's source name is taken anyway.
    public var acceptStale: Bool
    /// Which side wins when a place already has a different name in the language; nil refuses the import.
    public var preference: TranslationPreference?
    /// Whether translations not in Unicode NFC are normalised (`--fix`) rather than refused.
    public var fixNFC: Bool
    /// The severities of the validation every imported name goes through.
    public var severities: SeverityConfiguration
    /// The findings already known in the catalogs (their folders' baselines), left out as `names validate` does.
    public var baselines: [ValidationBaseline]

    /// Creates options.
    public init(language: Language? = nil, sourceLanguage: Language = .english, acceptStale: Bool = false,
                preference: TranslationPreference? = nil, fixNFC: Bool = false,
                severities: SeverityConfiguration = SeverityConfiguration(), baselines: [ValidationBaseline] = []) {
        self.language = language
        self.sourceLanguage = sourceLanguage
        self.acceptStale = acceptStale
        self.preference = preference
        self.fixNFC = fixNFC
        self.severities = severities
        self.baselines = baselines
    }
}

/// Which name stays when a translation and the catalog name a place differently in one language.
public enum TranslationPreference: String, CaseIterable, Sendable {
    /// The translation becomes the preferred name; the catalog's name is kept as a variant.
    case translations
    /// The catalog's name stays; the translation is left out (and counted).
    case catalogs
}
