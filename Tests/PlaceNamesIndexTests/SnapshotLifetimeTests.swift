import Foundation
import PlaceNames
@testable import PlaceNamesIndex
import Testing

/// What a caller keeps of a served catalog (`places`, `search`) stays readable after the catalog is gone, as after a
/// reload: it keeps the snapshot mapped, and lets it go with the last of it. CI runs this suite under AddressSanitizer
/// too (Tests/IndexStandalone/check.sh), which reports any read of a snapshot already freed.
@Suite struct SnapshotLifetimeTests {
    static let places = [
        Place(id: "bangkok", kind: .city, defaultName: "Bangkok", country: "TH",
              coordinate: Coordinate(latitude: 13.75, longitude: 100.5),
              names: [.thai: LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"]), .english: "Bangkok"],
              aliases: ["Krung Thep"]),
        Place(id: "chiang-mai", kind: .city, defaultName: "Chiang Mai", country: "TH",
              names: [.thai: "เชียงใหม่", .japanese: "チェンマイ"]),
        Place(id: "munich", kind: .city, defaultName: "Munich", country: "DE",
              names: [.german: "München", .english: "Munich"]),
    ]
    static let others = [Place(id: "oslo", kind: .city, defaultName: "Oslo", names: [.english: "Oslo"])]

    /// What the kept views read: every place, and a search through the kept index over the kept places.
    static func read(_ places: PlaceTable, _ search: SearchIndex) -> (places: [Place], hits: [String]) {
        (Array(places), search.search("bang", places: places, chain: [.english], limit: 5).map { "\($0.place) \($0.text)" })
    }

    /// Maps `path` and serves it, keeps its `places` and `search`, then reloads from `otherPath`: the old catalog and
    /// every other reference to its snapshot are gone, as when `CatalogStore` swaps in the new one.
    static func keepAcrossReload(_ path: String, _ otherPath: String) throws
        -> (before: (places: [Place], hits: [String]), after: (places: [Place], hits: [String]), mapped: Bool)
    {
        weak var old: Snapshot?
        let (places, search, before) = try {
            let snapshot = try Snapshot(path: path)
            old = snapshot
            let served = try ServedCatalog(snapshot: snapshot)
            return (served.places, served.search, read(served.places, served.search))
        }()
        let reloaded = try ServedCatalog(snapshotPath: otherPath)
        #expect(reloaded.places.map(\.id) == ["oslo"])
        return withExtendedLifetime((places, search)) { (before, read(places, search), old != nil) }
    }

    @Test func keptPlacesAndSearchReadTheSameAfterAReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifetime-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(ServedCatalog.snapshotBytes(of: Self.places, fingerprint: "old"), to: folder + "/old.snapshot")
        try AtomicFile.write(ServedCatalog.snapshotBytes(of: Self.others, fingerprint: "new"), to: folder + "/new.snapshot")

        let kept = try Self.keepAcrossReload(folder + "/old.snapshot", folder + "/new.snapshot")
        #expect(kept.mapped)
        #expect(kept.before.places == Self.places)
        #expect(kept.before.hits.first?.hasPrefix("0 ") == true)
        #expect(kept.after.places == kept.before.places)
        #expect(kept.after.hits == kept.before.hits)
    }

    /// A catalog built in memory: its snapshot's memory is freed, not unmapped, which AddressSanitizer sees.
    @Test func keptPlacesOfACatalogInMemoryReadTheSameAfterItIsGone() {
        let places = ServedCatalog(catalog: Catalog(places: Self.places), fingerprint: "memory").places
        let other = ServedCatalog(catalog: Catalog(places: Self.others), fingerprint: "other")
        #expect(Array(places) == Self.places)
        #expect(other.places.count == 1)
    }

    /// Kept views do not keep the mapping for ever: it goes with the last of them.
    @Test func theSnapshotGoesWithTheLastViewKept() throws {
        weak var old: Snapshot?
        var places: PlaceTable? = try {
            let snapshot = try Snapshot(bytes: ServedCatalog.snapshotBytes(of: Self.places, fingerprint: "old"))
            old = snapshot
            return try ServedCatalog(snapshot: snapshot).places
        }()
        #expect(old != nil)
        #expect(places?.count == 3)
        places = nil
        #expect(old == nil)
    }
}
