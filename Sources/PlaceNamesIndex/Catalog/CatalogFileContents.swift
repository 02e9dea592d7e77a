import PlaceNames

/// Catalog files as read from disk, once, with the fingerprint of their names and bytes.
public struct CatalogFileContents: Sendable {
    /// Each file's path and bytes, in the order they were found.
    public var files: [(path: String, bytes: [UInt8])] = []
    /// A fingerprint of the files' names and bytes, for `ETag`s.
    public var fingerprint = ""

    /// Every file parsed, once: the documents `names validate` checks and the reader then decodes, so the bytes
    /// served are the bytes checked and no file is parsed twice.
    public func parsed(threads: Int = ValidationOptions().threads) -> CatalogParsedFiles {
        CatalogParsedFiles(files: files.map { ParsedCatalogFile(path: $0.path, bytes: $0.bytes, threads: threads) })
    }
}

/// The catalog files of one load or reload, each parsed once; validated and decoded from these same documents.
public struct CatalogParsedFiles: Sendable {
    /// Each file's parse, in the order the files were found.
    public private(set) var files: [ParsedCatalogFile]

    /// Every check of `names validate` on these documents (not parsed again).
    public func validate(with validator: CatalogValidator = CatalogValidator()) -> ValidationResult {
        validator.validate(parsed: files)
    }

    /// The places of every file in one catalog, read from the documents; each document is let go once read, so
    /// the documents and the whole catalog are not all held at once.
    /// - Throws: `CatalogReadError` naming the file, line and column that could not be decoded.
    public consuming func catalog() throws(CatalogReadError) -> Catalog {
        var remaining = Array(files.reversed())
        files = []
        var merged = Catalog()
        while let file = remaining.popLast() {
            let catalog = try file.catalog()
            merged.metadata = merged.metadata.merged(with: catalog.metadata)
            merged.places += catalog.places
        }
        return merged
    }
}
