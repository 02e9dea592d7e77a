/// How a list of diagnostics is written: GNU lines for people, JSON or SARIF 2.1.0 for tools.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `file:line:column: severity[code]: message`, one per line (GNU style).
    case text
    /// A JSON array of objects, one per diagnostic.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
}
