/// How a query matched a name, best first: the order results are ranked in within one language tier.
public enum MatchKind: Int, Sendable, Comparable, CustomStringConvertible {
    /// The whole name (`bangkok`, or `krungthep` for `Krung Thep`).
    case exact = 0
    /// The query's words start the name's words, from the first (`krung th` → `Krung Thep`).
    case prefix = 1
    /// The query's words start the name's words, from a later one (`thep` → `Krung Thep`).
    case wordPrefix = 2
    /// The name starts with the query only when spaces are ignored: it spans a word boundary
    /// (`ancho` → `an Cholóim`).
    case spanning = 3
    /// The query starts inside a word of the name (`ngkok` → `Bangkok`).
    case substring = 4

    public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .exact: "exact"
        case .prefix: "prefix"
        case .wordPrefix: "word_prefix"
        case .spanning: "spanning"
        case .substring: "substring"
        }
    }
}
