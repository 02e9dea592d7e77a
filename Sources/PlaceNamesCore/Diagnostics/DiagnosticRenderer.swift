/// Writes diagnostics as text lines, a JSON array or a SARIF 2.1.0 log.
public enum DiagnosticRenderer {
    /// `file:line:column: severity[code]: message`, with ANSI colour when `colour` is true.
    public static func line(_ diagnostic: Diagnostic, colour: Bool = false) -> String {
        guard colour else { return diagnostic.description }
        let position = diagnostic.line > 0
            ? "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)" : diagnostic.file
        let tint = switch diagnostic.severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .info: "\u{1B}[1;36m"
        }
        let reset = "\u{1B}[0m"
        return "\u{1B}[1m\(position):\(reset) \(tint)\(diagnostic.severity.rawValue)[\(diagnostic.code)]:\(reset) "
            + diagnostic.message
    }

    /// Every diagnostic as text lines, each ending in a newline.
    public static func text(_ diagnostics: [Diagnostic], colour: Bool = false) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += line(diagnostic, colour: colour)
            out += "\n"
        }
        return out
    }

    /// A JSON array of objects with `file`, `line`, `column`, `severity`, `code`, `message`, `place` and
    /// `language` (null when there is none), in that order.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        // Written directly rather than through `OutputJSON`: a run can have hundreds of thousands of findings.
        var out = "[\n"
        out.reserveCapacity(diagnostics.count * 300)
        for (i, d) in diagnostics.enumerated() {
            out += "  {\n    \"file\": "
            OutputJSON.writeString(d.file, to: &out)
            out += ",\n    \"line\": \(d.line),\n    \"column\": \(d.column),\n    \"severity\": \""
            out += d.severity.rawValue
            out += "\",\n    \"code\": "
            OutputJSON.writeString(d.code, to: &out)
            out += ",\n    \"message\": "
            OutputJSON.writeString(d.message, to: &out)
            out += ",\n    \"place\": "
            if let place = d.place { OutputJSON.writeString(place, to: &out) } else { out += "null" }
            out += ",\n    \"language\": "
            if let language = d.language { OutputJSON.writeString(language, to: &out) } else { out += "null" }
            out += i == diagnostics.count - 1 ? "\n  }\n" : "\n  },\n"
        }
        out += "]\n"
        return out
    }

    /// A SARIF 2.1.0 log with one run: the tool with a rule for every check, and a result per diagnostic.
    public static func sarif(_ diagnostics: [Diagnostic], rules: [SARIFRule], toolVersion: String) -> String {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let results: [OutputJSON] = diagnostics.map { d in
            var location: [(String, OutputJSON)] = [("artifactLocation", .object([("uri", .string(uri(d.file)))]))]
            if d.line > 0 {
                location.append(("region", .object([("startLine", .int(d.line)), ("startColumn", .int(d.column))])))
            }
            var result: [(String, OutputJSON)] = [("ruleId", .string(d.code))]
            if let index = ruleIndex[d.code] { result.append(("ruleIndex", .int(index))) }
            result += [
                ("level", .string(level(d.severity))),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([("physicalLocation", .object(location))])])),
            ]
            var properties: [(String, OutputJSON)] = []
            if let place = d.place { properties.append(("place", .string(place))) }
            if let language = d.language { properties.append(("language", .string(language))) }
            if !properties.isEmpty { result.append(("properties", .object(properties))) }
            return .object(result)
        }
        let driver = OutputJSON.object([
            ("name", .string("names")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
                ])
            })),
        ])
        return OutputJSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ]).text
    }

    /// SARIF's name for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative URI reference for a path: unreserved characters and `/` kept, everything else percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Unicode.Scalar(byte)
            let keep = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || "-._~/".unicodeScalars.contains(c)
            out += keep ? String(c) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return out
    }
}
