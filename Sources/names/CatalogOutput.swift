import Foundation
import PlaceNames

/// Where a command writes the catalog it made: one file, or with `--split-by-country` a folder of
/// `CC.json` files (and `_world.json` for places without a country), each written atomically.
enum CatalogOutput {
    static func write(_ catalog: Catalog, to path: String, splitByCountry: Bool) throws {
        guard splitByCountry else {
            try catalog.write(to: path)
            return
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (country, part) in catalog.splitByCountry() {
            try part.write(to: "\(path)/\(country).json")
        }
    }
}
