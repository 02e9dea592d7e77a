import PlaceNames

/// A translator's file, read: its translations, what it says of itself, and what was left out and why.
public struct TranslationFile: Sendable {
    /// The path the file was read from.
    public var path: String
    /// The file's format.
    public var format: TranslationFormat
    /// The language the file says it is in (PO `Language` header, XLIFF `target-language`, the `th.lproj` or
    /// `values-th` folder, the one language of an .xcstrings file); nil when it does not say (CSV, JSON).
    public var language: Language?
    /// The language the file says its source texts are in (XLIFF `source-language`, the PO header
    /// `X-Source-Language`, .xcstrings `sourceLanguage`), when it says.
    public var sourceLanguage: Language?
    /// The translations, in file order.
    public var entries: [TranslationEntry]
    /// How many units were left out, by reason.
    public var skipped: [TranslationSkip: Int]
    /// When the translation was last revised, as the file says (PO `PO-Revision-Date`, XLIFF `date` of the
    /// `file` element); nil when it does not, or says the fixed date export writes.
    public var revisionDate: String?
    /// Who translated it, as the file says (PO `Last-Translator`, XLIFF `tool`/`phase` contact names); nil
    /// when it does not, or says `names export`.
    public var translator: String?

    /// Creates a file's contents.
    public init(path: String, format: TranslationFormat, language: Language?, sourceLanguage: Language? = nil,
                entries: [TranslationEntry], skipped: [TranslationSkip: Int] = [:], revisionDate: String? = nil,
                translator: String? = nil) {
        self.path = path
        self.format = format
        self.language = language
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.skipped = skipped
        self.revisionDate = revisionDate
        self.translator = translator
    }
}
