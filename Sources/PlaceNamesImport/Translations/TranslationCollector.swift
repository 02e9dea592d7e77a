import PlaceNames

/// What a reader gathers while it walks a file: the entries, the units it left out and why, and every problem,
/// so a file's errors are reported together rather than one run at a time.
struct TranslationCollector {
    let text: TranslationText
    var entries: [TranslationEntry] = []
    var skipped: [TranslationSkip: Int] = [:]
    var problems: [Diagnostic] = []
    /// The line each id was first seen on, by UTF-8 bytes: `String ==` would take two canonically equivalent
    /// ids for one.
    private var firstLines: [[UInt8]: Int] = [:]

    init(_ text: TranslationText) {
        self.text = text
    }

    mutating func skip(_ reason: TranslationSkip) {
        skipped[reason, default: 0] += 1
    }

    mutating func error(_ code: String, _ message: String, at location: SourceLocation) {
        problems.append(text.error(code, message, at: location))
    }

    /// Records that `id` is used at `location`; false (with a `duplicate-id` error naming the first line) when
    /// the file used it before, translated or not. `noun` is what the format calls the id (`msgctxt`, `key`).
    mutating func claim(_ id: String, at location: SourceLocation, noun: String) -> Bool {
        let key = Array(id.utf8)
        if let first = firstLines[key] {
            error("duplicate-id", "duplicate \(noun) '\(id)' (first on line \(first))", at: location)
            return false
        }
        firstLines[key] = location.line
        return true
    }

    /// The file read, or every problem found in it, in file order.
    func file(format: TranslationFormat, language: Language?, sourceLanguage: Language? = nil,
              revisionDate: String? = nil, translator: String? = nil) throws(ImportError) -> TranslationFile {
        guard problems.isEmpty else { throw .invalid(Self.ordered(problems)) }
        return TranslationFile(path: text.path, format: format, language: language, sourceLanguage: sourceLanguage,
                               entries: entries, skipped: skipped, revisionDate: revisionDate,
                               translator: translator)
    }

    /// Problems by line and column; found in several passes, they are reported as a reader reads the file.
    static func ordered(_ problems: [Diagnostic]) -> [Diagnostic] {
        problems.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}
