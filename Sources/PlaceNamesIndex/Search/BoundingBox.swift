import PlaceNames

/// A rectangle of longitudes and latitudes, as `bbox=minLon,minLat,maxLon,maxLat` gives it (RFC 7946's order).
/// A west edge east of the east edge crosses the antimeridian: `170,-20,-170,20` holds Fiji on both sides of 180°.
package struct BoundingBox: Hashable, Sendable {
    package let west: Double
    package let south: Double
    package let east: Double
    package let north: Double

    /// Nil unless the latitudes are from -90 to 90 and the longitudes from -180 to 180. A `south` greater than
    /// `north` gives a box that holds nothing.
    package init?(west: Double, south: Double, east: Double, north: Double) {
        guard (-180...180).contains(west), (-180...180).contains(east), (-90...90).contains(south),
              (-90...90).contains(north) else { return nil }
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// Whether the box crosses the antimeridian (its west edge lies east of its east edge).
    package var crossesAntimeridian: Bool { west > east }

    /// Whether `coordinate` lies in the box, edges included.
    package func contains(_ coordinate: Coordinate) -> Bool {
        guard south <= coordinate.latitude, coordinate.latitude <= north else { return false }
        if crossesAntimeridian { return coordinate.longitude >= west || coordinate.longitude <= east }
        return (west...east).contains(coordinate.longitude)
    }
}
