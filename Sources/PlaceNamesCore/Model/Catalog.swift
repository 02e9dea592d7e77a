/// A set of places and where they come from: the unit PlaceNames reads, checks, merges and writes.
///
/// On disk a catalog is a JSON object marked `"format": "placenames-catalog"` with a format `version`,
/// optional `metadata` and the `places` array. Reading then writing a canonical catalog gives the same bytes.
public struct Catalog: Sendable, Hashable {
    /// The value of the `format` field that marks a file as a PlaceNames catalog.
    public static let formatName = "placenames-catalog"
    /// The newest format version this library reads and the one it writes.
    public static let currentVersion = 1

    /// The catalog format version of the file (``Catalog/currentVersion`` when written).
    public var version: Int
    /// Where the catalog came from.
    public var metadata: CatalogMetadata
    /// The places, in file order.
    public var places: [Place]

    /// Creates a catalog of the current version.
    public init(metadata: CatalogMetadata = CatalogMetadata(), places: [Place] = []) {
        self.version = Catalog.currentVersion
        self.metadata = metadata
        self.places = places
    }
}

extension Catalog: Codable {
    typealias CodingKeys = CatalogSchema.RootField

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decodeIfPresent(String.self, forKey: .format)
        guard format == Catalog.formatName else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: format == nil ? [] : [CodingKeys.format],
                debugDescription: "not a PlaceNames catalog: expected \"format\": \"\(Catalog.formatName)\""))
        }
        version = try container.decode(Int.self, forKey: .version)
        guard (1...Catalog.currentVersion).contains(version) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [CodingKeys.version],
                debugDescription: "catalog format version \(version) is not supported (this tool reads 1...\(Catalog.currentVersion))"))
        }
        metadata = try container.decodeIfPresent(CatalogMetadata.self, forKey: .metadata) ?? CatalogMetadata()
        places = try container.decode([Place].self, forKey: .places)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Catalog.formatName, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(metadata, forKey: .metadata)
        try container.encode(places, forKey: .places)
    }
}
