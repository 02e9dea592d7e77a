import Foundation
import PlaceNames

/// Where a command writes the catalog it made: one file, or with `--split-by-country` a folder of
/// `CC.json` files (and `_world.json` for places without a country), each written atomically.
enum CatalogOutput {
    /// Writes `catalog` to `path`, or with `splitByCountry` the catalogs `parts` makes of it (by default
    /// `Catalog.splitByCountry()`, keyed by country code) into the folder `path`.
    static func write(
        _ catalog: Catalog, to path: String, splitByCountry: Bool, layout: CatalogLayout = .indented,
        parts: (Catalog) -> [String: Catalog] = { $0.splitByCountry() }
    ) throws {
        guard splitByCountry else {
            try catalog.write(to: path, layout: layout)
            return
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (country, part) in parts(catalog) {
            try part.write(to: "\(path)/\(country).json", layout: layout)
        }
    }
}
