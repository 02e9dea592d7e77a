/// Which places an export takes and how it fills missing names.
public struct ExportOptions: Sendable, Hashable {
    /// Languages whose names fill a missing one, tried in order.
    public var fallback: [Language]
    /// Only places of these kinds; nil for every kind.
    public var kinds: Set<PlaceKind>?
    /// Only places in these countries (ISO 3166-1 alpha-2, compared without case); nil for all.
    public var countries: Set<String>?
    /// Whether each exported name carries its place's aliases (`Place.aliases`: spellings without a language,
    /// never written as a name). Only formats with room for them take them (`ExportFormat.holdsAliases`).
    public var aliases: Bool
    /// Whether each exported name carries its place's label ("Springfield, Illinois, United States"), named
    /// through the exported language and its fallbacks from the places exported with it.
    public var labels: Bool

    /// Creates options: languages to fall back to, the kinds and countries to keep (nil: all), and whether
    /// aliases and labels are exported.
    public init(fallback: [Language] = [], kinds: Set<PlaceKind>? = nil, countries: Set<String>? = nil,
                aliases: Bool = false, labels: Bool = false) {
        self.labels = labels
        self.fallback = fallback
        self.kinds = kinds
        self.countries = countries.map { Set($0.map { $0.uppercased() }) }
        self.aliases = aliases
    }

    /// Whether the kind and country filters let `place` through.
    func includes(_ place: Place) -> Bool {
        if let kinds, !kinds.contains(place.kind) { return false }
        if let countries {
            guard let country = place.country, countries.contains(country.uppercased()) else { return false }
        }
        return true
    }
}
