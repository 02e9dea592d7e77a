import PlaceNames
import PlaceNamesIndex

/// Every shipped catalog (`Catalogs/`), indexed once for the tests that need real data: the index takes seconds in
/// a debug build.
enum ShippedIndex {
    static let served: ServedCatalog? = {
        guard let loaded = try? CatalogLoader(paths: [PackageRoot.catalogs.path]).load() else { return nil }
        return ServedCatalog(catalog: loaded.catalog, fingerprint: loaded.fingerprint)
    }()
}
