/// How serious a finding is. Ordered: `info < warning < error`.
public enum Severity: String, CaseIterable, Codable, Sendable, Comparable {
    /// Worth knowing; never fails a run by default.
    case info
    /// Probably wrong; fails a run with `--fail-on warning`.
    case warning
    /// Wrong; fails a run by default.
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
