/// A check as SARIF describes it to code-scanning tools.
public struct SARIFRule: Sendable, Hashable {
    public var id: String
    public var summary: String
    public var severity: Severity

    public init(id: String, summary: String, severity: Severity) {
        self.id = id
        self.summary = summary
        self.severity = severity
    }
}
