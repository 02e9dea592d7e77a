import Foundation

extension Coordinate {
    /// The great-circle distance to `other` in kilometres (haversine, mean Earth radius 6,371 km).
    public func kilometres(to other: Coordinate) -> Double {
        let radians = Double.pi / 180
        let φ1 = latitude * radians, φ2 = other.latitude * radians
        let Δφ = φ2 - φ1, Δλ = (other.longitude - longitude) * radians
        let h = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6371 * asin(min(1, h.squareRoot()))
    }
}
