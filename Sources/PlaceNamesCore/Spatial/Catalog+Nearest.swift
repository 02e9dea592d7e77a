extension Catalog {
    /// A place near a position and how far it is.
    public struct NearbyPlace: Sendable {
        /// The place.
        public let place: Place
        /// The great-circle distance in metres (`GreatCircle`).
        public let distance: Double
    }

    /// The places nearest to `coordinate`, nearest first: at most `limit`, of one of `kinds` when given, within
    /// `maximumDistance` metres when given. Places without a valid coordinate are never answers.
    ///
    /// Indexes the places on every call; to ask many times, build a ``SpatialIndex`` once.
    public func nearest(to coordinate: Coordinate, limit: Int = 1, kinds: Set<PlaceKind>? = nil,
                        within maximumDistance: Double? = nil) -> [NearbyPlace] {
        SpatialIndex(places: places)
            .nearest(to: coordinate, limit: limit, within: maximumDistance) { kinds?.contains(places[$0].kind) ?? true }
            .map { NearbyPlace(place: places[$0.position], distance: $0.distance) }
    }
}
