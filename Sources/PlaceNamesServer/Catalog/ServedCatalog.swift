import Foundation
import PlaceNames
import Synchronization

/// One loaded catalog with everything built from it for serving: places by id, the search index, coverage.
///
/// Immutable once built; a reload builds a new one and swaps it in, so requests never see half an index.
public final class ServedCatalog: Sendable {
    /// The catalog being served.
    public let catalog: Catalog
    /// A fingerprint of the catalog files' bytes; every `ETag` starts with it.
    public let fingerprint: String
    /// Places by id and by every code they carry (`tz:Asia/Bangkok` leads to the GeoNames city).
    let references: PlaceReferences
    let search: SearchIndex
    /// How many places have a name in each language, most covered first (then by raw value).
    public let coverage: [(language: Language, places: Int)]
    /// Listing orders already computed, by fallback chain; at most `listingCacheLimit` of them, since clients
    /// choose the chains.
    private static let listingCacheLimit = 64
    private let listings = Mutex<[[Language]: ListingOrder]>([:])

    /// Builds the indexes of `catalog`; this is the slow part of start-up and reload.
    public init(catalog: Catalog, fingerprint: String) {
        self.catalog = catalog
        self.fingerprint = fingerprint
        var counts: [Language: Int] = [:]
        for place in catalog.places {
            for language in place.names.keys { counts[language, default: 0] += 1 }
        }
        self.references = PlaceReferences(catalog.places)
        self.coverage = counts.map { (language: $0.key, places: $0.value) }
            .sorted { $0.places != $1.places ? $0.places > $1.places : $0.language < $1.language }
        self.search = SearchIndex(places: catalog.places)
    }

    /// The catalog's places, in file order.
    public var places: [Place] { catalog.places }

    /// The place whose id is `id`, else the one carrying it as a code (`tz:Asia/Bangkok`), or `nil`.
    public func place(id: String) -> Place? {
        references.position(of: id).map { catalog.places[$0] }
    }

    /// The places in the collation order of the chain's first language, computed once per chain.
    func listing(for chain: [Language]) -> ListingOrder {
        if let order = listings.withLock({ $0[chain] }) { return order }
        let order = ListingOrder(places: catalog.places, chain: chain)
        listings.withLock { cache in
            if cache.count >= Self.listingCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[chain] = order
        }
        return order
    }
}
