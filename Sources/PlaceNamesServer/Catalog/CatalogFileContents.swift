import PlaceNames

/// Catalog files as read from disk, once, with the fingerprint of their names and bytes.
public struct CatalogFileContents: Sendable {
    /// Each file's path and bytes, in the order they were found.
    public var files: [(path: String, bytes: [UInt8])] = []
    /// A fingerprint of the files' names and bytes, for `ETag`s.
    public var fingerprint = ""

    /// Every check of `names validate` on these very bytes.
    public func validate(with validator: CatalogValidator = CatalogValidator()) -> ValidationResult {
        validator.validate(contents: files.map { (file: $0.path, bytes: $0.bytes) })
    }

    /// The places of every file in one catalog, decoded from these bytes.
    /// - Throws: `CatalogReadError` naming the file, line and column that could not be decoded.
    public func catalog() throws(CatalogReadError) -> Catalog {
        var merged = Catalog()
        for (path, bytes) in files {
            let catalog = try Catalog(jsonBytes: bytes, file: path)
            merged.metadata = merged.metadata.merged(with: catalog.metadata)
            merged.places += catalog.places
        }
        return merged
    }
}
