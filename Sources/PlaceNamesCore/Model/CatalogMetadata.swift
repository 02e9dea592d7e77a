/// Where a catalog's names come from and what made it.
public struct CatalogMetadata: Codable, Hashable, Sendable {
    typealias CodingKeys = CatalogSchema.MetadataField

    /// The command that wrote the catalog (`names import cldr`), when a tool did.
    public var generatedBy: String?
    /// The data sets the catalog was made from.
    public var sources: [CatalogSource]

    /// Creates metadata.
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
    typealias CodingKeys = CatalogSchema.SourceField

    /// The data set's name (`Unicode CLDR`).
    public var name: String
    /// The release used (`41`).
    public var version: String?
    /// The data set's licence, as an SPDX id when there is one.
    public var licence: String?
    /// Where the data set is published.
    public var url: String?

    /// Creates a source.
    public init(name: String, version: String? = nil, licence: String? = nil, url: String? = nil) {
        self.name = name
        self.version = version
        self.licence = licence
        self.url = url
    }
}
