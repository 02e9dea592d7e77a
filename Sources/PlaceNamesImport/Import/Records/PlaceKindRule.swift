import PlaceNames

/// How a record's kind is decided: one kind for every record, or a field's value mapped to a kind.
public enum PlaceKindRule: Hashable, Sendable {
    /// Every top-level record is this kind.
    case fixed(PlaceKind)
    /// The value of `field`, through `mapping`; values not in the mapping become their own kind, lower-cased
    /// with spaces as hyphens (`Scientific station` → `scientific-station`).
    case field(String, mapping: [String: PlaceKind])

    /// Natural Earth's `FEATURECLA`: populated places and capitals are cities, the rest keep their class.
    public static let naturalEarth = PlaceKindRule.field("FEATURECLA", mapping: [
        "Populated place": .city, "Admin-0 capital": .city, "Admin-0 capital alt": .city,
        "Admin-0 region capital": .city, "Admin-1 capital": .city, "Admin-1 region capital": .city,
    ])

    /// A field value as a kind when the mapping does not name it.
    static func slug(_ value: String) -> PlaceKind {
        PlaceKind(rawValue: String(value.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 }))
    }
}
