/// The file formats `names export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// `{"<place id>": "<name>", ...}` in collation order; with aliases
    /// `{"<place id>": {"name": "<name>", "aliases": ["<alias>", ...]}, ...}`.
    case json
    /// `id,name` rows in collation order, RFC 4180; with aliases `id,name,aliases`, the aliases in one field
    /// separated by `|` (a `|` or `\` inside an alias is preceded by `\`).
    case csv
    /// Apple `.strings`, UTF-8.
    case strings
    /// One Xcode String Catalog holding every exported language.
    case xcstrings
    /// A gettext `.po` file.
    case po
    /// An Android `strings.xml` resource file.
    case android
    /// XLIFF 1.2, as Xcode exports it and CAT tools read it (see `XLIFFWriter`).
    case xliff

    /// Whether one file holds every exported language (otherwise there is one file per language).
    public var holdsAllLanguages: Bool { self == .xcstrings }

    /// Whether the format has room for aliases beside a name. `.strings`, `.xcstrings`, `.po` and Android
    /// resources map each key to the one string an app displays in a language; aliases have no language and are
    /// never displayed as a name, so those formats leave them out rather than pass them off as translations.
    public var holdsAliases: Bool { self == .json || self == .csv }

    /// Whether the format has room for what a translator needs beside each name (the source text and the
    /// place's context), so `names export --missing` can write it.
    public var holdsTranslatorContext: Bool { self != .strings && self != .android }

    /// Where a language's file goes inside an output folder, by each platform's conventions:
    /// `thai.json`, `th.lproj/PlaceNames.strings`, `th.po`, `values-b+sr+Latn/strings.xml`.
    public func relativePath(for language: Language) -> String {
        switch self {
        case .json: "\(language.rawValue).json"
        case .csv: "\(language.rawValue).csv"
        case .strings: "\(language.bcp47).lproj/PlaceNames.strings"
        case .xcstrings: "PlaceNames.xcstrings"
        case .po: "\(language.bcp47).po"
        case .android: "\(AndroidResources.valuesFolder(for: language))/strings.xml"
        case .xliff: "\(language.bcp47).xliff"
        }
    }

    /// Writes the file for `exports` (one export, except for `.xcstrings`).
    public func write(_ exports: [NameExport]) -> [UInt8] {
        switch self {
        case .json: JSONNamesWriter.write(exports[0])
        case .csv: CSVNamesWriter.write(exports[0])
        case .strings: StringsFileWriter.write(exports[0])
        case .xcstrings: StringCatalogWriter.write(exports)
        case .po: GettextWriter.write(exports[0])
        case .android: AndroidStringsWriter.write(exports[0])
        case .xliff: XLIFFWriter.write(TranslationExport(reviewing: exports[0]))
        }
    }

    /// Writes the file translators fill for `export`; nil for the formats with no room for a source text and
    /// context (`holdsTranslatorContext`).
    public func write(_ export: TranslationExport) -> [UInt8]? {
        switch self {
        case .json: TranslatorTableWriters.json(export)
        case .csv: TranslatorTableWriters.csv(export)
        case .xcstrings: TranslatorStringCatalogWriter.write(export)
        case .po: TranslatorPOWriter.write(export)
        case .xliff: XLIFFWriter.write(export)
        case .strings, .android: nil
        }
    }
}
