import PlaceNames

/// The places sorted for one fallback chain: by the collation of the chain's first language applied to the
/// name each place is shown with, then by id, so the order is total and pages never overlap or skip.
public struct ListingOrder: Sendable {
    /// Place positions (in `ServedCatalog.places`) in listing order.
    public let order: [Int]
    /// The collation key of each entry of `order`, parallel to it.
    package let sortKeys: [[UInt8]]
    package let ids: [String]

    /// The order of `positions` (every place when nil).
    init(places: PlaceTable, chain: [Language], positions: [Int]? = nil) {
        let collation = CollationKeys(language: chain.first ?? .english)
        let entries = (positions ?? Array(places.indices)).map { index -> (key: [UInt8], id: [UInt8], index: Int) in
            let place = places.shown(index, chain: chain)
            return (collation.key(place.name?.preferred ?? ""), Array(place.id.utf8), index)
        }.sorted { a, b in
            if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
            return a.id.lexicographicallyPrecedes(b.id)
        }
        order = entries.map(\.index)
        sortKeys = entries.map(\.key)
        ids = entries.map { String(decoding: $0.id, as: UTF8.self) }
    }

    /// The position in `order` of the first entry after the cursor's (key, id), wherever it now is.
    package func start(after cursor: ListingCursor) -> Int {
        var low = 0
        var high = order.count
        let id = Array(cursor.id.utf8)
        while low < high {
            let middle = (low + high) / 2
            let key = sortKeys[middle]
            let isAfter = key != cursor.sortKey ? cursor.sortKey.lexicographicallyPrecedes(key)
                                                : id.lexicographicallyPrecedes(Array(ids[middle].utf8))
            if isAfter { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
