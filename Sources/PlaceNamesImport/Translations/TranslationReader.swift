import PlaceNames

/// Reads a translator's file back: any format `names export` writes, filled in by a translator or their tools.
///
/// What every format shares: bytes that are not UTF-8 are errors at their line and column; an id given twice is
/// an error at the second, naming the first's line; ids are taken exactly as written (not trimmed, not
/// normalised); a file's problems are reported together, ordered by line. A language given wins over the one the
/// file says (its header, attributes or folder).
public enum TranslationReader {
    /// Reads the file at `path`, in `format` (nil: from its name, `TranslationFormat.of(path:)`), translated into
    /// `language` (nil: as the file says).
    ///
    /// - Throws: `ImportError.unreadable` for a file that cannot be read, `.options` for a format that cannot be
    ///   told or an .xcstrings file holding several languages with none given, `.invalid` with every problem found.
    public static func read(path: String, format: TranslationFormat? = nil,
                            language: Language? = nil) throws(ImportError) -> TranslationFile {
        guard let format = format ?? TranslationFormat.of(path: path) else {
            let formats = TranslationFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw .options("\(path): cannot tell the format from the file name — give --format (\(formats))")
        }
        return try read(bytes: ImportSource.bytes(of: path), path: path, format: format, language: language)
    }

    /// Reads `bytes` as if from `path` (which gives the folder's language and the diagnostics' file name).
    public static func read(bytes: [UInt8], path: String, format: TranslationFormat,
                            language: Language? = nil) throws(ImportError) -> TranslationFile {
        switch format {
        case .po: try GettextReader.read(bytes: bytes, path: path, language: language)
        case .xliff: try XLIFFReader.read(bytes: bytes, path: path, language: language)
        case .xcstrings: try StringCatalogReader.read(bytes: bytes, path: path, language: language)
        case .strings: try StringsFileReader.read(bytes: bytes, path: path, language: language)
        case .android: try AndroidStringsReader.read(bytes: bytes, path: path, language: language)
        case .csv: try TranslationCSVReader.read(bytes: bytes, path: path, language: language)
        case .json: try TranslationJSONReader.read(bytes: bytes, path: path, language: language)
        }
    }
}
