import Dispatch
import Foundation
import Synchronization
import Testing
@testable import PlaceNamesCore

/// Reverse look-ups are exact: `SpatialIndex.nearest` equals a scan of every place with a coordinate, nearest first,
/// ties by catalog position, on the shipped catalogs and 100,000 random positions plus the hard ones (issue 27).
@Suite struct SpatialScanTests {
    /// Every place in `Catalogs/`, files in path order.
    static let shipped: [Place] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Catalogs")
            .standardized.path
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return files.flatMap { (try? Catalog.read(from: "\(root)/\($0)").places) ?? [] }
    }()

    /// Positions checked besides random ones: the poles, both sides of the antimeridian, (0, 0), range corners.
    static let edges: [Coordinate] = [
        Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0),
        Coordinate(latitude: 90, longitude: 137), Coordinate(latitude: -90, longitude: -180),
        Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: -0.0, longitude: -0.0),
        Coordinate(latitude: -16.5, longitude: 180), Coordinate(latitude: -16.5, longitude: -180),
        Coordinate(latitude: -16.5, longitude: 179.9999), Coordinate(latitude: -16.5, longitude: -179.9999),
        Coordinate(latitude: 65, longitude: -180), Coordinate(latitude: 52, longitude: 180),
        Coordinate(latitude: 13.7563, longitude: 100.5018), Coordinate(latitude: 90, longitude: 180),
    ]

    /// The `limit` nearest places to `target` by measuring every one, kept in (squared chord, position) order.
    static func scan(_ points: [(vector: UnitVector, position: Int)], to target: Coordinate, limit: Int,
                     within maximumDistance: Double? = nil, accept: (Int) -> Bool) -> [SpatialIndex.Neighbor] {
        let vector = GreatCircle.unitVector(target)
        // Chords well beyond the radius's are skipped without the distance (an arcsine per place made this scan most
        // of the suite's time over 241,350 places); every other one is measured in metres, as the index is held to.
        let beyond = maximumDistance.map { GreatCircle.chordSquared(metres: $0) * (1 + 1e-9) + 1e-18 }
        var best: [(chord: Double, position: Int)] = []
        for point in points {
            let chord = vector.chordSquared(to: point.vector)
            if best.count == limit, chord > best[limit - 1].chord { continue }
            if let beyond, chord > beyond { continue }
            guard accept(point.position) else { continue }
            if let maximumDistance, GreatCircle.metres(chordSquared: chord) > maximumDistance { continue }
            best.append((chord, point.position))
            best.sort { $0 < $1 }
            if best.count > limit { best.removeLast() }
        }
        return best.map { SpatialIndex.Neighbor(position: $0.position, distance: GreatCircle.metres(chordSquared: $0.chord)) }
    }

    /// A uniformly random position on the sphere, from a seeded xorshift generator so a failure replays.
    struct Positions {
        var state: UInt64

        mutating func next() -> Coordinate {
            Coordinate(latitude: asin(unit() * 2 - 1) * 180 / .pi, longitude: unit() * 360 - 180)
        }

        private mutating func unit() -> Double {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    static func vectors(_ places: [Place]) -> [(vector: UnitVector, position: Int)] {
        places.enumerated().compactMap { position, place in
            place.coordinate.map { (GreatCircle.unitVector($0), position) }
        }
    }

    /// Runs `check` on every target on both cores; the numbers of the targets it fails.
    static func failures(_ targets: [Coordinate], _ check: @Sendable (Coordinate) -> Bool) -> [Int] {
        let failed = Mutex<[Int]>([])
        performConcurrently(iterations: 16) { part in
            for number in stride(from: part, to: targets.count, by: 16) where !check(targets[number]) {
                failed.withLock { $0.append(number) }
            }
        }
        return failed.withLock { $0.sorted() }
    }

    @Test func nearestEqualsAScanOfEveryShippedPlace() throws {
        let places = Self.shipped
        let points = Self.vectors(places)
        try #require(points.count > 35_000)
        let index = SpatialIndex(places: places)
        #expect(index.points.count == points.count)
        var positions = Positions(state: Sweep.seed(27))
        let targets = Self.edges + (0..<Sweep.count(100_000)).map { _ in positions.next() }
        let failed = Self.failures(targets) { target in
            index.nearest(to: target, limit: 3) == Self.scan(points, to: target, limit: 3, accept: { _ in true })
        }
        #expect(failed == [], "seed \(Sweep.seed(27))")
    }

    @Test func nearestWithKindsAndMaximumDistanceEqualsAScan() throws {
        let places = Self.shipped
        let points = Self.vectors(places)
        let index = SpatialIndex(places: places)
        var positions = Positions(state: Sweep.seed(2027))
        let targets = Self.edges + (0..<Sweep.count(20_000)).map { _ in positions.next() }
        // A filter as selective as a kind would be, and distances from a town's width to a continent's.
        let accept: @Sendable (Int) -> Bool = { $0 % 3 == 0 }
        let failed = Self.failures(targets) { target in
            let radius = 10_000 * pow(2, Double(Int(target.longitude.magnitude) % 9))
            return index.nearest(to: target, limit: 5, within: radius, where: accept)
                == Self.scan(points, to: target, limit: 5, within: radius, accept: accept)
        }
        #expect(failed == [], "seed \(Sweep.seed(2027))")
    }
}
