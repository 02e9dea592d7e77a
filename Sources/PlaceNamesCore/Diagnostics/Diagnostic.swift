/// One finding about an input file, at the line and column of the offending key or value.
///
/// Printed GNU style, one per line: `Catalogs/th.json:12:9: error[unknown-language]: unknown language 'thia'
/// — did you mean 'thai'?`. `code` is stable across releases so tools and `--severity CODE=LEVEL` can name it.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when the finding concerns the whole file (it cannot be read, say).
    public var line: Int
    /// 1-based, counted in Unicode scalars; 0 with `line`.
    public var column: Int
    public var severity: Severity
    public var code: String
    public var message: String
    /// The id of the place the finding is about, when there is one.
    public var place: String?
    /// The language (raw value) of the name the finding is about, when there is one.
    public var language: String?

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
