@testable import PlaceNamesCore

/// What the spatial index is held to: the nearest places found by measuring places one by one, written as plainly as
/// a scan can be and sharing nothing with the index but the unit vectors and the metres of a chord.
///
/// A scan of all 241,350 shipped places per position made this suite the slowest of the test run (issue 44), so the
/// points are kept in order of `z` (north to south) and read outward from the position's `z`: a squared chord is at
/// least the squared difference of `z` (rounded the same way, since it is one of the chord's non-negative terms), so
/// once that difference alone exceeds the farthest place kept, or the radius, no place further out can enter.
struct ReferenceScan {
    struct Point {
        let x: Double, y: Double, z: Double
        let position: Int
    }

    /// Every place with a coordinate, by `z`, then by catalog position.
    let points: [Point]

    init(_ places: [Place]) {
        points = places.enumerated().compactMap { position, place in
            place.coordinate.map { coordinate in
                let vector = GreatCircle.unitVector(coordinate)
                return Point(x: vector.x, y: vector.y, z: vector.z, position: position)
            }
        }.sorted { ($0.z, $0.position) < ($1.z, $1.position) }
    }

    /// The `limit` nearest places to `target` that `accept` takes, within `maximumDistance` metres when given, in
    /// (squared chord, position) order.
    func nearest(to target: Coordinate, limit: Int, within maximumDistance: Double? = nil,
                 accept: (Int) -> Bool) -> [SpatialIndex.Neighbor] {
        let vector = GreatCircle.unitVector(target)
        // Chords well beyond the radius's are passed over without the distance (an arcsine per place); every other
        // one is measured in metres, as the index is held to.
        let beyond = maximumDistance.map { GreatCircle.chordSquared(metres: $0) * (1 + 1e-9) + 1e-18 } ?? .infinity
        var best: [(chord: Double, position: Int)] = []
        func bound() -> Double { best.count == limit ? min(beyond, best[limit - 1].chord) : beyond }
        func consider(_ point: Point) {
            let dx = vector.x - point.x, dy = vector.y - point.y, dz = vector.z - point.z
            let chord = dx * dx + dy * dy + dz * dz
            guard chord <= bound(), accept(point.position) else { return }
            if let maximumDistance, GreatCircle.metres(chordSquared: chord) > maximumDistance { return }
            best.append((chord, point.position))
            best.sort { $0 < $1 }
            if best.count > limit { best.removeLast() }
        }
        func gap(_ index: Int) -> Double {
            let dz = vector.z - points[index].z
            return dz * dz
        }
        // Outward from the first point at or north of the target's z: the nearer of the two sides in z first.
        var north = firstIndex(atOrAbove: vector.z)
        var south = north - 1
        while true {
            let northGap = north < points.count ? gap(north) : .infinity
            let southGap = south >= 0 ? gap(south) : .infinity
            let nearer = min(northGap, southGap)
            if nearer == .infinity || nearer > bound() { break }
            if northGap <= southGap {
                consider(points[north])
                north += 1
            } else {
                consider(points[south])
                south -= 1
            }
        }
        return best.map { SpatialIndex.Neighbor(position: $0.position, distance: GreatCircle.metres(chordSquared: $0.chord)) }
    }

    private func firstIndex(atOrAbove z: Double) -> Int {
        var low = 0, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].z < z { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
