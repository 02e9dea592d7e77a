/// One catalog given to a merge, with the parsed document its values are located in.
public struct MergeInput: Sendable {
    /// The path the catalog was read from, as diagnostics name it.
    public let file: String
    /// The decoded catalog.
    public let catalog: Catalog
    /// The parsed file, so conflicts point at a line and column; nil for catalogs built in memory.
    public let document: JSONDocument?
    /// Without a document: whether a conflict's location is found by parsing `file` again (only inputs with
    /// conflicts pay for it, and big merges do not hold every parsed file in memory).
    public let locatesByRereading: Bool

    /// An input read elsewhere (or built in memory, without a document).
    public init(file: String, catalog: Catalog, document: JSONDocument? = nil, locatesByRereading: Bool = false) {
        self.file = file
        self.catalog = catalog
        self.document = document
        self.locatesByRereading = locatesByRereading
    }

    /// Reads and decodes a catalog file. Without `keepingDocument`, the parsed file is dropped and parsed
    /// again only if a conflict needs a location in it.
    public static func read(_ path: String, keepingDocument: Bool = true) throws(CatalogReadError) -> MergeInput {
        let document = try parse(path)
        let catalog = try Catalog(document: document, file: path)
        return MergeInput(file: path, catalog: catalog, document: keepingDocument ? document : nil,
                          locatesByRereading: !keepingDocument)
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
