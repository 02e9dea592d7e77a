import PlaceNames

extension ServedCatalog {
    /// The places nearest to `coordinate` (`SpatialIndex.nearest`), of one of `kinds` when given: the snapshot's
    /// tree searched in place, a candidate's kind read from its record only when it is near enough to count.
    package func nearest(to coordinate: Coordinate, limit: Int, within maximumDistance: Double?, kinds: Set<String>?)
        -> [SpatialIndex.Neighbor]
    {
        SpatialIndex.nearest(in: spatial.buffer, to: coordinate, limit: limit, within: maximumDistance) { position in
            guard let kinds else { return true }
            return PlaceRecord.kind(places.record(position)).map(kinds.contains) ?? false
        }
    }
}
