/// The value of a place's field (other than its names and aliases) as a diff reports it.
public enum FieldValue: Sendable, Hashable {
    /// A text field: kind, defaultName, country, region, or a code.
    case text(String)
    /// The population.
    case number(Int)
    /// The coordinate.
    case coordinate(Coordinate)
}
