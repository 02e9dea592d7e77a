import Foundation
import PlaceNames
@testable import PlaceNamesIndex
import Testing

/// The spatial index in a snapshot (section `spatialPoints`): written from the places with coordinates, searched in
/// place, and checked at open, so a forged node never leads a reverse look-up outside the places.
@Suite struct SpatialSnapshotTests {
    static let places = [
        Place(id: "bangkok", kind: .city, defaultName: "Bangkok", coordinate: Coordinate(latitude: 13.75, longitude: 100.5)),
        Place(id: "nowhere", kind: .city, defaultName: "Nowhere"),
        Place(id: "munich", kind: .city, defaultName: "Munich", coordinate: Coordinate(latitude: 48.14, longitude: 11.58)),
    ]

    /// The snapshot of `places` with one field of its first spatial node set to `value`, every checksum made right
    /// again as a forger would.
    static func forged(field: Int, _ value: UInt32) -> [UInt8] {
        var bytes = ServedCatalog.snapshotBytes(of: places, fingerprint: "test")
        let count = Int(bytes[16])
        let entry = (0..<count).map { 64 + 32 * $0 }.first { entry in
            bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: entry, as: UInt32.self) }
                == SnapshotSection.spatialPoints.rawValue
        }!
        let (offset, length) = bytes.withUnsafeBytes {
            (Int($0.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self)),
             Int($0.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)))
        }
        withUnsafeBytes(of: value) { bytes.replaceSubrange((offset + field)..<(offset + field + 4), with: $0) }
        let section = bytes.withUnsafeBytes { SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + length)])) }
        withUnsafeBytes(of: section) { bytes.replaceSubrange((entry + 24)..<(entry + 32), with: $0) }
        var directory = SnapshotChecksum()
        bytes.withUnsafeBytes { raw in
            directory.add(UnsafeRawBufferPointer(rebasing: raw[0..<32]))
            directory.add(UnsafeRawBufferPointer(rebasing: raw[64..<(64 + 32 * count)]))
        }
        withUnsafeBytes(of: directory.value) { bytes.replaceSubrange(32..<40, with: $0) }
        return bytes
    }

    @Test func theIndexHoldsThePlacesWithCoordinatesAndAnswersFromTheMapping() throws {
        let served = try ServedCatalog(snapshot: Snapshot(bytes: ServedCatalog.snapshotBytes(of: Self.places, fingerprint: "test")))
        #expect(served.spatial.map(\.place).sorted() == [0, 2])
        let nearest = served.nearest(to: Coordinate(latitude: 47, longitude: 12), limit: 5, within: nil, kinds: nil)
        #expect(nearest.map(\.position) == [2, 0])
        #expect(served.nearest(to: Coordinate(latitude: 47, longitude: 12), limit: 5, within: nil, kinds: ["town"]).isEmpty)
    }

    @Test func aForgedNodeIsRefusedAtOpen() throws {
        // Fields of a node: x, y, z (8 bytes each), place (4), axis (4).
        for (field, value, problem) in [(24, UInt32(3), "node 0 names place 3 of 3"),
                                        (28, UInt32(7), "node 0 splits on axis 7, not 0, 1 or 2")] {
            let error = #expect(throws: SnapshotError.self) {
                try ServedCatalog(snapshot: Snapshot(bytes: Self.forged(field: field, value)))
            }
            #expect(error?.description == "<memory>: section spatialPoints: " + problem)
        }
    }
}
