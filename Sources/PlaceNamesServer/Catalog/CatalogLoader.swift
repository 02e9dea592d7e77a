import PlaceNames

/// Reads the catalog files a server serves and fingerprints their bytes.
public struct CatalogLoader: Sendable {
    /// Catalog files, or folders searched for `*.json` catalogs (again at every reload, so new files are seen).
    public let paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }

    /// The places of every file in one catalog, and a fingerprint of the files' names and bytes for `ETag`s.
    /// - Throws: `CatalogReadError` naming the file (and line and column) that could not be read or decoded.
    public func load() throws(CatalogReadError) -> (catalog: Catalog, fingerprint: String, files: [String]) {
        let files = try CatalogFiles.find(paths)
        var merged = Catalog()
        var hash = FNV1a64()
        for file in files {
            let bytes = try Catalog.readBytes(file)
            hash.add(file.utf8)
            hash.add(bytes)
            let catalog = try Catalog(jsonBytes: bytes, file: file)
            merged.metadata = merged.metadata.merged(with: catalog.metadata)
            merged.places += catalog.places
        }
        return (merged, hash.hex, files)
    }
}
