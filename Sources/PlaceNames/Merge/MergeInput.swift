/// One catalog given to a merge, with the parsed document its values are located in.
public struct MergeInput: Sendable {
    /// The path the catalog was read from, as diagnostics name it.
    public let file: String
    /// The decoded catalog.
    public let catalog: Catalog
    /// The parsed file, so conflicts point at a line and column; nil for catalogs built in memory.
    public let document: JSONDocument?

    /// An input read elsewhere (or built in memory, without a document).
    public init(file: String, catalog: Catalog, document: JSONDocument? = nil) {
        self.file = file
        self.catalog = catalog
        self.document = document
    }

    /// Reads and decodes a catalog file, keeping its document for locations.
    public static func read(_ path: String) throws(CatalogReadError) -> MergeInput {
        let document = try parse(path)
        return MergeInput(file: path, catalog: try Catalog(document: document, file: path), document: document)
    }

    /// Reads and parses a file as JSON; syntax errors name the file, line and column.
    public static func parse(_ path: String) throws(CatalogReadError) -> JSONDocument {
        let bytes = try FileBytes.read(path)
        do {
            return try JSONDocument(bytes: bytes)
        } catch var error {
            error.file = path
            throw .syntax(error)
        }
    }
}
