/// One finding about an input file, at the line and column of the offending key or value.
///
/// Printed GNU style, one per line: `Catalogs/th.json:12:9: error[unknown-language]: unknown language 'thia'
/// — did you mean 'thai'?`. `code` is stable across releases so tools and `--severity CODE=LEVEL` can name it.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file the finding is in, as the user named it.
    public var file: String
    /// 1-based; 0 when the finding concerns the whole file (it cannot be read, say).
    public var line: Int
    /// 1-based, counted in Unicode scalars; 0 with `line`.
    public var column: Int
    /// How serious the finding is.
    public var severity: Severity
    /// The stable code of the check (`not-nfc`, `unknown-language`), for filtering and baselines.
    public var code: String
    /// What is wrong, for a person, without the location.
    public var message: String
    /// The id of the place the finding is about, when there is one.
    public var place: String?
    /// The language (raw value) of the name the finding is about, when there is one.
    public var language: String?

    /// Creates a diagnostic at a 1-based line and column.
    public init(
        file: String, line: Int = 0, column: Int = 0, severity: Severity, code: String, message: String,
        place: String? = nil, language: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.code = code
        self.message = message
        self.place = place
        self.language = language
    }

    /// Creates a diagnostic at a source location.
    public init(
        file: String, location: SourceLocation, severity: Severity, code: String, message: String,
        place: String? = nil, language: String? = nil
    ) {
        self.init(file: file, line: location.line, column: location.column, severity: severity, code: code,
                  message: message, place: place, language: language)
    }

    /// `file:line:column: severity[code]: message`.
    public var description: String {
        let position = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(position): \(severity.rawValue)[\(code)]: \(message)"
    }
}
