/// How a query matched a name, best first: the order results are ranked in.
public enum MatchKind: Int, Sendable, Comparable, CustomStringConvertible {
    case exact = 0
    case prefix = 1
    case substring = 2

    public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .exact: "exact"
        case .prefix: "prefix"
        case .substring: "substring"
        }
    }
}
