import PlaceNames

/// Reads XLIFF 1.2 (and 1.1, which po2xliff writes): one or more `<file target-language>`, each
/// `<trans-unit>` a place, its `<target>` the name. Units without a target or with an empty one, `translate="no"`
/// units and targets in state `new` or `needs-translation` are skipped and counted. Inline elements in a target
/// (`<g>`, `<x/>`, `<ph>`, `<mrk>`…) and po2xliff's plural groups are errors: place names have neither.
enum XLIFFReader {
    static func read(bytes: [UInt8], path: String, language: Language?) throws(ImportError) -> TranslationFile {
        let text = TranslationText(bytes: bytes, path: path)
        let invalid = text.invalidUTF8()
        guard invalid.isEmpty else { throw .invalid(invalid) }
        let handler = XLIFFHandler(collector: TranslationCollector(text), language: language)
        if let error = XMLEvents.parse(text, handler: handler) {
            throw .invalid(TranslationCollector.ordered(handler.collector.problems + [error]))
        }
        if !handler.sawRoot {
            handler.collector.problems.append(text.error("xliff-format", "no <xliff> element: not an XLIFF file"))
        }
        return try handler.collector.file(format: .xliff, language: handler.language,
                                          sourceLanguage: handler.sourceLanguage, revisionDate: handler.date,
                                          translator: handler.translator)
    }
}
