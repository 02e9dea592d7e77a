/// Which side wins when catalogs give one place different values (`names merge --prefer`).
public enum MergePreference: Sendable, Hashable {
    /// The value from the earlier input wins.
    case first
    /// The value from the later input wins.
    case last
    /// The value from the input with this path wins; between other inputs, the earlier one wins.
    case file(String)
}
