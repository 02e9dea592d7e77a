import ArgumentParser
import Foundation
import PlaceNames

/// `placenames-bench reverse`: the spatial index's build and nearest-place queries on real catalogs, beside a scan of
/// every place on the same positions in the same run.
struct ReverseBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reverse",
        abstract: "SpatialIndex build and nearest-place queries against a scan of every place."
    )

    @Option(help: "A catalog file or folder (repeatable).")
    var catalog: [String] = ["Catalogs"]

    @Option(help: "Random positions asked (uniform over the sphere, seeded).")
    var queries: Int = 100_000

    @Option(help: "Repetitions per measurement; the best is reported.")
    var rounds: Int = 3

    func run() throws {
        let places = try CatalogFiles.find(catalog).flatMap { try Catalog.read(from: $0).places }
        var random = SplitMix64(state: 27)
        let positions = (0..<queries).map { _ in
            Coordinate(latitude: asin(Double.random(in: -1...1, using: &random)) * 180 / .pi,
                       longitude: Double.random(in: -180...180, using: &random))
        }
        let located = places.filter { $0.coordinate != nil }
        print("places: \(places.count), with a coordinate: \(located.count); \(queries) positions")
        print("library\toperation\tcount\twall s\tcpu s\tper cpu second")
        let measure = BestOf(rounds: rounds)
        measure.measure("placenames", "SpatialIndex build", located.count) { SpatialIndex(places: places).points.count }
        let index = SpatialIndex(places: places)
        for limit in [1, 5, 20] {
            measure.measure("placenames", "nearest, limit \(limit)", positions.count) {
                positions.reduce(0) { $0 &+ index.nearest(to: $1, limit: limit).count }
            }
        }
        let scanned = min(positions.count, 2_000)
        let coordinates = located.compactMap(\.coordinate)
        measure.measure("scan", "GreatCircle.distance to every place, limit 1", scanned) {
            positions.prefix(scanned).reduce(0) { sum, position in
                var best = (distance: Double.infinity, index: 0)
                for (index, coordinate) in coordinates.enumerated() {
                    let distance = GreatCircle.distance(from: position, to: coordinate)
                    if distance < best.distance { best = (distance, index) }
                }
                return sum &+ best.index
            }
        }
    }
}
