/// A check as SARIF describes it to code-scanning tools.
public struct SARIFRule: Sendable, Hashable {
    /// The rule's id: the diagnostic code.
    public var id: String
    /// What the rule checks, in one sentence.
    public var summary: String
    /// The severity findings of this rule have by default.
    public var severity: Severity

    /// Creates a rule.
    public init(id: String, summary: String, severity: Severity) {
        self.id = id
        self.summary = summary
        self.severity = severity
    }
}
