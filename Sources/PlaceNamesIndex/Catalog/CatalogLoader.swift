import PlaceNames

/// Reads the catalog files a server serves, once: the bytes it validates are the bytes it decodes and serves.
///
/// The files are those of a `CatalogSet` under the same paths, and the set's policy is
/// `DuplicatePolicy.reject`: a place id read twice is one of the problems ``BasicCatalogGate`` refuses to
/// serve. The files are read here as bytes rather than through the set, so that they are parsed once, validated
/// and fingerprinted from the same bytes.
public struct CatalogLoader: Sendable {
    /// Catalog files, or folders searched for `*.json` catalogs (again at every reload, so new files are seen).
    public let paths: [String]

    /// Called with the files' paths once their bytes are in memory. Tests replace a file here to show that no
    /// later step (validation, decoding) reads the disk again.
    var didRead: (@Sendable ([String]) -> Void)?

    /// Creates a loader of catalog files and folders.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// The bytes of every file and a fingerprint of their names and bytes, for `ETag`s.
    /// - Throws: `CatalogReadError` naming a file that could not be read.
    public func read() throws(CatalogReadError) -> CatalogFileContents {
        let files = try CatalogSet.files(under: paths)
        var contents = CatalogFileContents()
        var hash = FNV1a64()
        for file in files {
            let bytes = try Catalog.readBytes(file)
            hash.add(file.utf8)
            hash.add(bytes)
            contents.files.append((file, bytes))
        }
        contents.fingerprint = hash.hex
        didRead?(files)
        return contents
    }

    /// The places of every file in one catalog, the fingerprint, and the files' paths.
    /// - Throws: `CatalogReadError` naming the file (and line and column) that could not be read or decoded.
    public func load() throws(CatalogReadError) -> (catalog: Catalog, fingerprint: String, files: [String]) {
        let contents = try read()
        return (try contents.parsed().catalog(), contents.fingerprint, contents.files.map(\.path))
    }
}
