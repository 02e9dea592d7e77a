import Foundation
import PlaceNames
import PlaceNamesIndex

/// Every shipped catalog (`Catalogs/`), read and indexed once per test process for every test target that needs
/// real data. A debug build takes about a minute to index them; before this module each of three targets built its
/// own copy.
public enum ShippedCatalogs {
    /// The package's `Catalogs/` folder.
    public static let folder: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Catalogs").path

    /// The shipped catalogs as `CatalogLoader` reads them, or nil if they cannot be read.
    public static let loaded: (catalog: Catalog, fingerprint: String, files: [String])? = {
        try? CatalogLoader(paths: [folder]).load()
    }()

    /// The shipped catalogs indexed in memory, or nil if they cannot be read.
    public static let served: ServedCatalog? = loaded.map {
        ServedCatalog(catalog: $0.catalog, fingerprint: $0.fingerprint)
    }
}
