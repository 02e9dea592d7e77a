/// One catalog file parsed once: its path and the parsed document, or why its bytes are not JSON.
///
/// What the validator checks and the reader decodes when both must see the same parse (the service validates
/// and then serves each file from this one document, never parsing its bytes a second time).
public struct ParsedCatalogFile: Sendable {
    /// The file's path, as diagnostics and errors name it.
    public let path: String
    /// The parsed document, or the syntax error (with `file` set to `path`).
    public let document: Result<JSONDocument, JSONSyntaxError>

    /// Parses `bytes`; with `threads` above 1 a big file's second half is parsed on another thread.
    public init(path: String, bytes: [UInt8], threads: Int = 1) {
        self.path = path
        do {
            document = .success(try JSONDocument(bytes: bytes, threads: threads))
        } catch var error {
            error.file = path
            document = .failure(error)
        }
    }

    /// The catalog in this file, read by `CatalogReader` from the document already parsed.
    /// - Throws: `CatalogReadError` naming the file, line and column that could not be parsed or decoded.
    public func catalog() throws(CatalogReadError) -> Catalog {
        switch document {
        case .success(let document): try Catalog(document: document, file: path)
        case .failure(let error): throw .syntax(error)
        }
    }
}
