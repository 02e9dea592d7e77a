/// Where a catalog's names come from and what made it.
public struct CatalogMetadata: Codable, Hashable, Sendable {
    /// The command that wrote the catalog (`names import cldr`), when a tool did.
    public var generatedBy: String?
    public var sources: [CatalogSource]

    public init(generatedBy: String? = nil, sources: [CatalogSource] = []) {
        self.generatedBy = generatedBy
        self.sources = sources
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        generatedBy = try container.decodeIfPresent(String.self, forKey: .generatedBy)
        sources = try container.decodeIfPresent([CatalogSource].self, forKey: .sources) ?? []
    }

    /// Combines two catalogs' metadata: sources are unioned in order of first appearance.
    public func merged(with other: CatalogMetadata) -> CatalogMetadata {
        var sources = self.sources
        for source in other.sources where !sources.contains(source) {
            sources.append(source)
        }
        return CatalogMetadata(generatedBy: generatedBy ?? other.generatedBy, sources: sources)
    }
}

/// One data source of a catalog, with its licence.
public struct CatalogSource: Codable, Hashable, Sendable {
    public var name: String
    public var version: String?
    public var licence: String?
    public var url: String?

    public init(name: String, version: String? = nil, licence: String? = nil, url: String? = nil) {
        self.name = name
        self.version = version
        self.licence = licence
        self.url = url
    }
}
