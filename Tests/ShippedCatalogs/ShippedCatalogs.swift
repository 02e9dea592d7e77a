import Foundation
import PlaceNames
import PlaceNamesIndex

/// The shipped catalogs (`Catalogs/`) but for the towns and villages: the countries, regions and cities, read and
/// indexed once per test process for every test target that needs real data. A debug build takes about a minute to
/// index them; before this module each of three targets built its own copy. The towns and villages
/// (`Catalogs/towns/`, 200,000 places) would make that four minutes: the tests that need them read one country's
/// (`country(_:)`), and `Scripts/check-web.sh` serves all of them.
public enum ShippedCatalogs {
    /// The package's `Catalogs/` folder.
    public static let folder: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Catalogs").path

    /// The countries, regions and cities: every shipped catalog but `towns/`.
    public static let paths = ["\(folder)/territories.json", "\(folder)/subdivisions", "\(folder)/cities"]

    /// The shipped catalogs but the towns, as `CatalogLoader` reads them, or nil if they cannot be read.
    public static let loaded: (catalog: Catalog, fingerprint: String, files: [String])? = {
        try? CatalogLoader(paths: paths).load()
    }()

    /// Every shipped place of the countries `codes` (their cities, towns, villages and regions) with the countries and
    /// world regions, indexed in memory; nil if they cannot be read.
    public static func countries(_ codes: [String]) -> ServedCatalog? {
        let paths = ["\(folder)/territories.json"] + codes.flatMap { code in
            ["\(folder)/subdivisions/\(code).json", "\(folder)/cities/\(code).json", "\(folder)/towns/\(code).json"]
        }
        return (try? CatalogLoader(paths: paths).load()).map {
            ServedCatalog(catalog: $0.catalog, fingerprint: $0.fingerprint)
        }
    }

    /// The shipped catalogs indexed in memory, or nil if they cannot be read.
    public static let served: ServedCatalog? = loaded.map {
        ServedCatalog(catalog: $0.catalog, fingerprint: $0.fingerprint)
    }
}

extension ShippedCatalogs {
    /// `served`, for async tests: read on a thread of its own, so a test waiting the minute a debug build takes to
    /// index the catalogs does not hold one of the cooperative pool's threads (two on this machine), which the
    /// in-process servers of other tests need to answer within their clients' 20-second time-outs.
    public static func whenServed() async -> ServedCatalog? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: served) }
        }
    }

    /// `loaded`, for async tests, as `whenServed()`.
    public static func whenLoaded() async -> (catalog: Catalog, fingerprint: String, files: [String])? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: loaded) }
        }
    }
}
