/// How a list of diagnostics is written: GNU lines for people, JSON or SARIF 2.1.0 for tools.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
}
