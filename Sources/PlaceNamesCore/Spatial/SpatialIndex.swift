/// The places with coordinates in a k-d tree over their unit vectors, for the nearest places to a position.
///
/// The tree is implicit: `points` holds every node, and the node of the range `lo..<hi` is at its middle, with the
/// nodes of its lower half before it and of its upper half after it. So the array is the whole index, written to
/// a snapshot and searched in place as it is. Answers are exact: they equal a scan of every place ranked by
/// distance, ties by catalog position (`SpatialIndexTests` checks this on 100,000 positions).
public struct SpatialIndex: Sendable {
    /// The tree's nodes (see the type's summary).
    public let points: [SpatialPoint]

    /// One answer: a place's position in the catalog and its great-circle distance in metres.
    public struct Neighbor: Hashable, Sendable {
        /// The place's position in the catalog's places.
        public let position: Int
        /// The great-circle distance in metres (`GreatCircle`).
        public let distance: Double
    }

    /// Indexes the places of `places` that have a valid coordinate (`GreatCircle.isValid`).
    public init(places: [Place]) {
        var points: [SpatialPoint] = []
        for (position, place) in places.enumerated() {
            guard let coordinate = place.coordinate, GreatCircle.isValid(coordinate) else { continue }
            points.append(SpatialPoint(GreatCircle.unitVector(coordinate), place: UInt32(position)))
        }
        Self.arrange(&points, 0..<points.count)
        self.points = points
    }

    /// The nearest places to `coordinate`, nearest first, at most `limit`, within `maximumDistance` metres when
    /// given, among those `accept` takes (called only for places near enough to enter the answer).
    public func nearest(to coordinate: Coordinate, limit: Int, within maximumDistance: Double? = nil,
                        where accept: (Int) -> Bool = { _ in true }) -> [Neighbor] {
        points.withUnsafeBufferPointer { points in
            Self.nearest(in: points, to: coordinate, limit: limit, within: maximumDistance, where: accept)
        }
    }

    /// `nearest(to:limit:within:where:)` over a tree's nodes wherever they lie (a snapshot maps them). Nodes from a
    /// damaged file give wrong answers, never a trap or a read outside `points`.
    public static func nearest(in points: UnsafeBufferPointer<SpatialPoint>, to coordinate: Coordinate, limit: Int,
                               within maximumDistance: Double? = nil,
                               where accept: (Int) -> Bool = { _ in true }) -> [Neighbor] {
        guard limit > 0, GreatCircle.isValid(coordinate) else { return [] }
        var search = NearestSearch(points: points, target: GreatCircle.unitVector(coordinate), limit: limit,
                                   within: maximumDistance)
        search.visit(0..<points.count, accept: accept)
        return search.found.compactMap { candidate in
            let metres = GreatCircle.metres(chordSquared: candidate.chordSquared)
            if let maximumDistance, metres > maximumDistance { return nil }
            return Neighbor(position: Int(candidate.place), distance: metres)
        }
    }

    /// Makes `points[range]` a subtree: its node in the middle splits on the axis where the range spreads most, the
    /// points below it on that axis before it, the others after (ties by place, so a build is deterministic).
    private static func arrange(_ points: inout [SpatialPoint], _ range: Range<Int>) {
        guard range.count > 1 else { return }
        var low = (Double.infinity, Double.infinity, Double.infinity)
        var high = (-Double.infinity, -Double.infinity, -Double.infinity)
        for point in points[range] {
            low = (min(low.0, point.x), min(low.1, point.y), min(low.2, point.z))
            high = (max(high.0, point.x), max(high.1, point.y), max(high.2, point.z))
        }
        let spreads = [high.0 - low.0, high.1 - low.1, high.2 - low.2]
        let axis = UInt32(spreads.indices.max { spreads[$0] < spreads[$1] } ?? 0)
        points[range].sort { ($0[axis], $0.place) < ($1[axis], $1.place) }
        let middle = range.lowerBound + range.count / 2
        points[middle].axis = axis
        arrange(&points, range.lowerBound..<middle)
        arrange(&points, middle + 1..<range.upperBound)
    }
}
