import Foundation
import PlaceNames

/// Reads the catalog files a server serves and fingerprints their bytes.
public struct CatalogLoader: Sendable {
    /// The catalog files, read in this order; their places are served together.
    public let paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }

    /// The places of every file in one catalog, and a fingerprint of the files' bytes for `ETag`s.
    /// - Throws: `CatalogLoadError` naming the file that could not be read or decoded.
    public func load() throws(CatalogLoadError) -> (catalog: Catalog, fingerprint: String) {
        var merged = Catalog()
        var hash = FNV1a64()
        for path in paths {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw CatalogLoadError(path: path, message: "cannot be read: \(error.localizedDescription)")
            }
            hash.add(data)
            do {
                let catalog = try JSONDecoder().decode(Catalog.self, from: data)
                merged.metadata = merged.metadata.merged(with: catalog.metadata)
                merged.places += catalog.places
            } catch let error as DecodingError {
                throw CatalogLoadError(path: path, message: error.message)
            } catch {
                throw CatalogLoadError(path: path, message: "is not a catalog: \(error)")
            }
        }
        return (merged, hash.hex)
    }
}

/// A catalog file that could not be read or is not a catalog.
public struct CatalogLoadError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String

    public var description: String { "\(path): \(message)" }
}
