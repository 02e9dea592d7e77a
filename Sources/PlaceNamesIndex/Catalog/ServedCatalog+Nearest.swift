import PlaceNames

extension ServedCatalog {
    /// The places nearest to `coordinate` (`SpatialIndex.nearest`) that `filter` admits, when given: the snapshot's
    /// tree searched in place, a candidate's fields read from its record only when it is near enough to count.
    package func nearest(to coordinate: Coordinate, limit: Int, within maximumDistance: Double?,
                         filter: SearchFilter?) -> [SpatialIndex.Neighbor]
    {
        let filter = filter?.isEmpty == true ? nil : filter?.bytes
        return SpatialIndex.nearest(in: spatial.buffer, to: coordinate, limit: limit, within: maximumDistance) {
            position in
            guard let filter else { return true }
            return filter.admits(position, of: places)
        }
    }

    /// The places nearest to `coordinate` of one of `kinds` when given.
    package func nearest(to coordinate: Coordinate, limit: Int, within maximumDistance: Double?, kinds: Set<String>?)
        -> [SpatialIndex.Neighbor]
    {
        nearest(to: coordinate, limit: limit, within: maximumDistance, filter: SearchFilter(kinds: kinds))
    }
}
