/// One catalog given to a merge, with what its conflicts are located by: the bytes it was read from and the map
/// of where each place, name and field starts in them, both from the one read of the file.
public struct MergeInput: Sendable {
    /// The path the catalog was read from, as diagnostics name it.
    public let file: String
    /// The decoded catalog.
    public let catalog: Catalog
    /// Where each place and value of `catalog` is in `bytes`; nil for catalogs built in memory.
    public let sourceMap: CatalogSourceMap?
    /// The bytes the catalog was read from, to turn the map's offsets into lines and columns (one pass over
    /// them for all of a file's conflicts); nil for catalogs built in memory. Kept rather than the parsed
    /// document, which is about twice their size, and never read from disk again, so a file changed meanwhile
    /// cannot shift the locations.
    public let bytes: [UInt8]?

    /// An input read elsewhere: located in `document` (its bytes kept and its places mapped now), or built in
    /// memory without one.
    public init(file: String, catalog: Catalog, document: JSONDocument? = nil) {
        self.file = file
        self.catalog = catalog
        self.sourceMap = document.map { CatalogSourceMap(document: $0) }
        self.bytes = document?.bytes
    }

    /// An input read from `bytes`, with the map of `catalog` in them.
    package init(file: String, catalog: Catalog, sourceMap: CatalogSourceMap, bytes: [UInt8]) {
        self.file = file
        self.catalog = catalog
        self.sourceMap = sourceMap
        self.bytes = bytes
    }

    /// Reads a catalog file: the bytes are parsed once, giving the catalog and the map its conflicts are
    /// located with. With `languages`, each place keeps only the names in those languages, and the catalog
    /// only its places (for exports and statistics, which need a few languages of a large catalog); the map
    /// then locates only those languages' names, the only ones that can conflict. Without `locating` (a file
    /// that is merged with nothing), no map is made and the bytes are not kept.
    public static func read(
        _ path: String, languages: Set<Language>? = nil, locating: Bool = true
    ) throws(CatalogReadError) -> MergeInput {
        let bytes = try FileBytes.read(path)
        let document = try parse(bytes, file: path)
        let (catalog, sourceMap) = try CatalogReader.catalog(in: document, file: path, languages: languages,
                                                             mapping: locating)
        guard let sourceMap else { return MergeInput(file: path, catalog: catalog) }
        return MergeInput(file: path, catalog: catalog, sourceMap: sourceMap, bytes: bytes)
    }

    /// Reads and parses a file as JSON; syntax errors name the file, line and column.
    public static func parse(_ path: String) throws(CatalogReadError) -> JSONDocument {
        try parse(FileBytes.read(path), file: path)
    }

    /// Parses a file's bytes as JSON; syntax errors name `file`, line and column.
    package static func parse(_ bytes: [UInt8], file: String) throws(CatalogReadError) -> JSONDocument {
        do {
            return try JSONDocument(bytes: bytes)
        } catch var error {
            error.file = file
            throw .syntax(error)
        }
    }
}
