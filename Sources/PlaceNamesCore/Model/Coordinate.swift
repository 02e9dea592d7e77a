/// A WGS 84 position in decimal degrees.
public struct Coordinate: Codable, Hashable, Sendable {
    typealias CodingKeys = CatalogSchema.CoordinateField

    /// Degrees north of the equator (negative: south), WGS 84.
    public var latitude: Double
    /// Degrees east of Greenwich (negative: west), WGS 84.
    public var longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
