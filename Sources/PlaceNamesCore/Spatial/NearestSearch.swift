/// One nearest-places search over a `SpatialIndex` tree: the best candidates so far, and the walk that skips every
/// subtree that cannot hold a better one.
///
/// Skipping is exact, not approximate: a subtree beyond a node's splitting plane is skipped only when the target's
/// distance to the plane, squared, is greater than the worst candidate's squared chord, and floating-point
/// subtraction, squaring and adding are monotonic, so no point of the subtree can be nearer.
struct NearestSearch {
    let points: UnsafeBufferPointer<SpatialPoint>
    let target: UnitVector
    let limit: Int
    /// The largest squared chord an answer may have (the maximum distance's, a hair wider so that rounding never
    /// drops a place the final check in metres keeps).
    let reach: Double
    /// The best candidates: nearest first, ties by place.
    private(set) var found: [(chordSquared: Double, place: UInt32)] = []

    init(points: UnsafeBufferPointer<SpatialPoint>, target: UnitVector, limit: Int, within maximumDistance: Double?) {
        self.points = points
        self.target = target
        self.limit = limit
        reach = maximumDistance.map { GreatCircle.chordSquared(metres: $0) * (1 + 1e-9) + 1e-18 } ?? .infinity
        found.reserveCapacity(limit + 1)
    }

    /// The squared chord past which nothing can enter the answer any more.
    private var bound: Double { found.count < limit ? reach : found[found.count - 1].chordSquared }

    /// Walks the subtree of `range`, nearer half first.
    mutating func visit(_ range: Range<Int>, accept: (Int) -> Bool) {
        guard !range.isEmpty else { return }
        let middle = range.lowerBound + range.count / 2
        let node = points[middle]
        consider(node, accept: accept)
        let offset = component(node.axis) - node[node.axis]
        let (near, far) = offset < 0 ? (range.lowerBound..<middle, middle + 1..<range.upperBound)
                                     : (middle + 1..<range.upperBound, range.lowerBound..<middle)
        visit(near, accept: accept)
        if offset * offset <= bound { visit(far, accept: accept) }
    }

    private mutating func consider(_ point: SpatialPoint, accept: (Int) -> Bool) {
        let dx = target.x - point.x, dy = target.y - point.y, dz = target.z - point.z
        let chordSquared = dx * dx + dy * dy + dz * dz
        guard chordSquared <= bound else { return }
        if found.count == limit {
            let worst = found[found.count - 1]
            guard (chordSquared, point.place) < (worst.chordSquared, worst.place) else { return }
        }
        guard accept(Int(point.place)) else { return }
        var slot = found.count
        while slot > 0, (chordSquared, point.place) < (found[slot - 1].chordSquared, found[slot - 1].place) {
            slot -= 1
        }
        found.insert((chordSquared, point.place), at: slot)
        if found.count > limit { found.removeLast() }
    }

    @inline(__always) private func component(_ axis: UInt32) -> Double {
        switch axis {
        case 1: target.y
        case 2: target.z
        default: target.x
        }
    }
}
