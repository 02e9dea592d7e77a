/// What sort of place a `Place` is. An open set: catalogs may use kinds not listed here.
public struct PlaceKind: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// A continent.
    public static let continent: PlaceKind = "continent"
    /// A country or territory with an ISO 3166-1 code.
    public static let country: PlaceKind = "country"
    /// A first-level subdivision: province, state, region (ISO 3166-2).
    public static let region: PlaceKind = "region"
    /// A second-level subdivision: district, county, amphoe.
    public static let district: PlaceKind = "district"
    /// A third-level subdivision: sub-district, tambon.
    public static let subdistrict: PlaceKind = "subdistrict"
    /// A city.
    public static let city: PlaceKind = "city"
    /// A town, smaller than a city.
    public static let town: PlaceKind = "town"
    /// A village.
    public static let village: PlaceKind = "village"
    /// An island.
    public static let island: PlaceKind = "island"
}
