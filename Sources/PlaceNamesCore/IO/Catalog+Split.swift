extension Catalog {
    /// The file name (without `.json`) used for places that have no country when a catalog is split.
    public static let noCountryPart = "_world"

    /// One catalog per country (keyed by ISO 3166-1 code, or `_world` for places without one), each with
    /// this catalog's metadata and its places in the original order.
    public func splitByCountry() -> [String: Catalog] {
        var parts: [String: Catalog] = [:]
        for place in places {
            let key = place.country ?? Catalog.noCountryPart
            parts[key, default: Catalog(metadata: metadata)].places.append(place)
        }
        return parts
    }
}
