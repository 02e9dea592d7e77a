/// Sibling members of one object read into, and written from, a nested value: `LATITUDE` and `LONGITUDE`
/// of a Natural Earth record as one `Coordinate`.
///
/// The nested type declares the sibling keys as its own `CodingKeys`; the parent hands it its own decoder,
/// so both read the same object:
///
/// ```swift
/// struct Coordinate: Codable {
///     var latitude: Double, longitude: Double
///     enum CodingKeys: String, CodingKey { case latitude = "LATITUDE", longitude = "LONGITUDE" }
/// }
/// struct City: Codable {
///     var name: String
///     var coordinate: Coordinate
///     enum CodingKeys: String, CodingKey { case name = "NAME" }
///     init(from decoder: any Decoder) throws {
///         name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
///         coordinate = try decoder.decodeFlattened(Coordinate.self)
///     }
///     func encode(to encoder: any Encoder) throws {
///         var keys = encoder.container(keyedBy: CodingKeys.self)
///         try keys.encode(name, forKey: .name)
///         try encoder.encodeFlattened(coordinate)
///     }
/// }
/// ```
extension Decoder {
    /// Decodes a value from members of the object this decoder is reading, beside the caller's own.
    public func decodeFlattened<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try T(from: self)
    }
}

extension Encoder {
    /// Encodes a value's members into the object this encoder is writing, beside the caller's own.
    public func encodeFlattened<T: Encodable>(_ value: T) throws {
        try value.encode(to: self)
    }
}
