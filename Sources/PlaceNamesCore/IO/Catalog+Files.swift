import Foundation

extension Catalog {
    /// Reads a catalog file. Errors name the file, line, column and coding path (`places[12].names.thia`).
    public static func read(from path: String) throws(CatalogReadError) -> Catalog {
        try Catalog(jsonBytes: try readBytes(path), file: path)
    }

    /// Decodes a catalog from JSON bytes; `file` names the source in errors.
    public init(jsonBytes: [UInt8], file: String? = nil) throws(CatalogReadError) {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: jsonBytes)
        } catch var error {
            error.file = file
            throw .syntax(error)
        }
        self = try Catalog(document: document, file: file)
    }

    /// Reads a catalog from an already parsed document (the validator parses once, then checks and reads).
    public init(document: JSONDocument, file: String? = nil) throws(CatalogReadError) {
        self = try CatalogReader.catalog(in: document, file: file)
    }

    /// Decodes a catalog through Codable: the reference the fast reader must agree with, and the source of
    /// its precise errors.
    init(decoding document: JSONDocument, file: String?) throws(CatalogReadError) {
        do {
            self = try LocatingJSONDecoder().decode(Catalog.self, from: document)
        } catch var error {
            error.file = file
            throw .decoding(error)
        }
    }

    /// The file's bytes; a missing or unreadable file is a `CatalogReadError.unreadable`.
    ///
    /// Read straight into the array: going through `Data` held the file twice for a moment (measured in
    /// Benchmarks/history.md, "Peak memory"; today's figures in BENCHMARKS.md, "Catalog decoding").
    public static func readBytes(_ path: String) throws(CatalogReadError) -> [UInt8] {
        try FileBytes.read(path)
    }

    /// The catalog's canonical JSON: the same catalog always gives the same bytes, those `CanonicalJSONEncoder`
    /// gives, written straight from the model (`CatalogJSONWriter`).
    public func canonicalJSON(layout: CatalogLayout = .indented) throws -> [UInt8] {
        try CatalogJSONWriter.bytes(of: self, layout: layout)
    }

    /// Writes the catalog's canonical JSON to `path` atomically: an interrupted write leaves the old file.
    public func write(to path: String, layout: CatalogLayout = .indented) throws {
        try AtomicFile.write(try canonicalJSON(layout: layout), to: path)
    }
}
