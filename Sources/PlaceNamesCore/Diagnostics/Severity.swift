/// How serious a finding is. Ordered: `info < warning < error`.
public enum Severity: String, CaseIterable, Codable, Sendable, Comparable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
