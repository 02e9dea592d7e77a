import Dispatch
import Foundation
import Synchronization
import Testing
@testable import PlaceNamesCore

/// Reverse look-ups are exact: `SpatialIndex.nearest` equals a scan of the places with a coordinate (`ReferenceScan`),
/// nearest first, ties by catalog position, on the shipped catalogs and 100,000 random positions plus the hard ones
/// (issue 27).
@Suite struct SpatialScanTests {
    /// Every place in `Catalogs/`, files in path order, read on both cores.
    static let shipped: [Place] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Catalogs")
            .standardized.path
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        let read = Mutex<[Int: [Place]]>([:])
        performConcurrently(iterations: files.count) { number in
            let places = (try? Catalog.read(from: "\(root)/\(files[number])").places) ?? []
            read.withLock { $0[number] = places }
        }
        return read.withLock { read in files.indices.flatMap { read[$0] ?? [] } }
    }()

    /// The index both tests question, and the scan they hold it to, made once.
    static let index = SpatialIndex(places: shipped)
    static let reference = ReferenceScan(shipped)

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
        let index = Self.index, reference = Self.reference
        try #require(reference.points.count > 200_000)
        #expect(index.points.count == reference.points.count)
        var positions = Positions(state: Sweep.seed(27))
        let targets = Self.edges + (0..<Sweep.count(100_000)).map { _ in positions.next() }
        let failed = Self.failures(targets) { target in
            index.nearest(to: target, limit: 3) == reference.nearest(to: target, limit: 3, accept: { _ in true })
        }
        #expect(failed == [], "seed \(Sweep.seed(27))")
    }

    @Test func nearestWithKindsAndMaximumDistanceEqualsAScan() throws {
        let index = Self.index, reference = Self.reference
        var positions = Positions(state: Sweep.seed(2027))
        let targets = Self.edges + (0..<Sweep.count(20_000)).map { _ in positions.next() }
        // A filter as selective as a kind would be, and distances from a town's width to a continent's.
        let accept: @Sendable (Int) -> Bool = { $0 % 3 == 0 }
        let failed = Self.failures(targets) { target in
            let radius = 10_000 * pow(2, Double(Int(target.longitude.magnitude) % 9))
            return index.nearest(to: target, limit: 5, within: radius, where: accept)
                == reference.nearest(to: target, limit: 5, within: radius, accept: accept)
        }
        #expect(failed == [], "seed \(Sweep.seed(2027))")
    }

    /// The reference stops reading outward early; at these positions it finds what reading every point finds.
    @Test func theReferenceEqualsReadingEveryPoint() {
        let reference = Self.reference
        var positions = Positions(state: Sweep.seed(44))
        let targets = Self.edges + (0..<200).map { _ in positions.next() }
        let failed = Self.failures(targets) { target in
            let radius = 10_000 * pow(2, Double(Int(target.longitude.magnitude) % 9))
            let vector = GreatCircle.unitVector(target)
            var nearest: [(chord: Double, position: Int)] = [], within: [(chord: Double, position: Int)] = []
            func keep(_ found: (chord: Double, position: Int), in kept: inout [(chord: Double, position: Int)], _ limit: Int) {
                guard kept.count < limit || found < kept[limit - 1] else { return }
                kept.append(found)
                kept.sort { $0 < $1 }
                if kept.count > limit { kept.removeLast() }
            }
            for point in reference.points {
                let dx = vector.x - point.x, dy = vector.y - point.y, dz = vector.z - point.z
                let found = (chord: dx * dx + dy * dy + dz * dz, position: point.position)
                keep(found, in: &nearest, 3)
                if point.position % 3 == 0, GreatCircle.metres(chordSquared: found.chord) <= radius {
                    keep(found, in: &within, 5)
                }
            }
            func neighbors(_ found: [(chord: Double, position: Int)]) -> [SpatialIndex.Neighbor] {
                found.map { SpatialIndex.Neighbor(position: $0.position, distance: GreatCircle.metres(chordSquared: $0.chord)) }
            }
            return reference.nearest(to: target, limit: 3, accept: { _ in true }) == neighbors(nearest)
                && reference.nearest(to: target, limit: 5, within: radius, accept: { $0 % 3 == 0 }) == neighbors(within)
        }
        #expect(failed == [])
    }
}
