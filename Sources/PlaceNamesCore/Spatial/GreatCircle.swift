import Foundation

/// Distances on the Earth taken as a sphere of the IUGG mean radius: what reverse look-ups rank and report.
///
/// Positions are compared as unit vectors, whose straight-line (chord) distance grows with the great-circle
/// distance: so there is no antimeridian or pole to special-case, and ranking needs no trigonometry.
public enum GreatCircle {
    /// The Earth's mean radius in metres (IUGG, R₁).
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance in metres between two positions.
    public static func distance(from start: Coordinate, to end: Coordinate) -> Double {
        metres(chordSquared: unitVector(start).chordSquared(to: unitVector(end)))
    }

    /// The point of the unit sphere at `coordinate` (x towards 0° E on the equator, z towards the North Pole).
    static func unitVector(_ coordinate: Coordinate) -> UnitVector {
        let latitude = coordinate.latitude * .pi / 180
        let longitude = coordinate.longitude * .pi / 180
        return UnitVector(x: cos(latitude) * cos(longitude), y: cos(latitude) * sin(longitude), z: sin(latitude))
    }

    /// The great-circle distance in metres of a squared chord between two unit vectors.
    static func metres(chordSquared: Double) -> Double {
        2 * earthRadius * asin(min(1, chordSquared.squareRoot() / 2))
    }

    /// The squared chord of a great-circle distance in metres (a distance past half the circumference is the
    /// antipode's).
    static func chordSquared(metres: Double) -> Double {
        let chord = 2 * sin(min(max(metres, 0) / earthRadius, .pi) / 2)
        return chord * chord
    }

    /// Whether `coordinate` is a position on the Earth: finite, latitude in −90…90, longitude in −180…180.
    public static func isValid(_ coordinate: Coordinate) -> Bool {
        (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
    }
}

/// A point of the unit sphere.
struct UnitVector {
    let x: Double
    let y: Double
    let z: Double

    /// The squared straight-line distance to `other`: ranking by it ranks by great-circle distance.
    @inline(__always) func chordSquared(to other: UnitVector) -> Double {
        let dx = x - other.x, dy = y - other.y, dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }
}
