extension ValidationCode {
    /// A SARIF rule for every check, at the severity `severities` gives it (checks turned off are left out).
    public static func sarifRules(_ severities: SeverityConfiguration = SeverityConfiguration()) -> [SARIFRule] {
        allCases.compactMap { code in
            severities.severity(for: code).map { SARIFRule(id: code.rawValue, summary: code.summary, severity: $0) }
        }
    }
}
