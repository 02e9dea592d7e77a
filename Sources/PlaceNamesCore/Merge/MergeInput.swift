/// One catalog given to a merge, with the parsed document its values are located in.
public struct MergeInput: Sendable {
    /// The path the catalog was read from, as diagnostics name it.
    public let file: String
    /// The decoded catalog.
    public let catalog: Catalog
    /// The parsed file, so conflicts point at a line and column; nil for catalogs built in memory.
    public let document: JSONDocument?
    /// Without a document: the bytes the catalog was decoded from, parsed again in memory only if a conflict
    /// needs a location in them. Big merges then hold each file's bytes, not its parsed tape (about twice the
    /// size), and a file changed on disk meanwhile cannot shift the locations.
    package let bytes: [UInt8]?

    /// An input read elsewhere (or built in memory, without a document).
    public init(file: String, catalog: Catalog, document: JSONDocument? = nil) {
        self.file = file
        self.catalog = catalog
        self.document = document
        self.bytes = nil
    }

    /// An input decoded from `bytes`, located in them when a conflict needs it.
    package init(file: String, catalog: Catalog, bytes: [UInt8]) {
        self.file = file
        self.catalog = catalog
        self.document = nil
        self.bytes = bytes
    }

    /// Reads and decodes a catalog file. Without `keepingDocument`, only the file's bytes are kept, and parsed
    /// again (in memory) only if a conflict needs a location in them.
    public static func read(_ path: String, keepingDocument: Bool = true) throws(CatalogReadError) -> MergeInput {
        let bytes = try FileBytes.read(path)
        let document = try parse(bytes, file: path)
        let catalog = try Catalog(document: document, file: path)
        return keepingDocument ? MergeInput(file: path, catalog: catalog, document: document)
            : MergeInput(file: path, catalog: catalog, bytes: bytes)
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
