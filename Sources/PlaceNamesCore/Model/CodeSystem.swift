/// A system of identifiers that a place's cross-reference codes come from. An open set.
public struct CodeSystem: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Wikidata item (`Q1861`).
    public static let wikidata: CodeSystem = "wikidata"
    /// GeoNames id (`1609350`).
    public static let geonames: CodeSystem = "geonames"
    /// ISO 3166-1 alpha-2 country code (`TH`).
    public static let iso3166_1: CodeSystem = "iso3166-1"
    /// ISO 3166-2 subdivision code (`TH-10`).
    public static let iso3166_2: CodeSystem = "iso3166-2"
    /// IATA airport or metropolitan-area code (`BKK`).
    public static let iata: CodeSystem = "iata"
    /// ICAO airport code (`VTBS`).
    public static let icao: CodeSystem = "icao"
    /// UN/LOCODE (`TH BKK`).
    public static let unlocode: CodeSystem = "unlocode"
    /// IANA time zone whose exemplar city this is (`Asia/Bangkok`).
    public static let timeZone: CodeSystem = "tz"
}
