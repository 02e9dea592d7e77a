import PlaceNames

/// Decides whether a freshly loaded catalog may replace the one being served.
///
/// The server's default, `BasicCatalogGate`, checks what would break look-ups; the full `names validate`
/// checks can be plugged in here.
public protocol CatalogGate: Sendable {
    /// What stops `catalog` from being served, one message per problem; empty when it may be served.
    func problems(in catalog: Catalog) -> [String]
}

/// Rejects catalogs with no places, duplicate place ids, or places without any name or alias (a GeoNames city
/// that no source names in a language still has its spellings as aliases: it can be found, so it is served).
public struct BasicCatalogGate: CatalogGate {
    /// How many problems are reported at most; one is enough to refuse a catalog.
    public var limit: Int

    /// Creates a gate that reports at most `limit` problems.
    public init(limit: Int = 10) {
        self.limit = limit
    }

    public func problems(in catalog: Catalog) -> [String] {
        var problems: [String] = []
        if catalog.places.isEmpty { problems.append("the catalog has no places") }
        // DuplicatePolicy.reject, one problem per duplicate, among the others.
        var seen = PlaceIDSet()
        for place in catalog.places where problems.count < limit {
            if !seen.insert(place.id) {
                problems.append("duplicate place id '\(place.id)'")
            }
            if place.names.isEmpty && place.aliases.isEmpty && place.defaultName == nil {
                problems.append("place '\(place.id)' has no names")
            }
        }
        return problems
    }
}
