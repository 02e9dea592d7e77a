import Foundation
import PlaceNames
import PlaceNamesIndex
import Testing

/// The landing page's example (`PlaceNamesIndex.docc/PlaceNamesIndex.md`), through the index's public face only (no
/// `@testable`), as a library user has it: write a snapshot of shipped catalogs to a file, map it, search it and
/// list it. Thailand's cities and provinces, not every file: indexing all of them in a debug
/// build takes a minute, which `ShippedCatalogs` spends once for the tests that need the whole world.
@Suite struct PlaceNamesIndexArticle {
    @Test func aSnapshotWrittenToAFileIsSearchedAndListedAsBuilt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")
        let catalogs = folder.appendingPathComponent("Catalogs").path
        try FileManager.default.createDirectory(atPath: catalogs + "/cities", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: catalogs + "/subdivisions", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["cities/TH.json", "subdivisions/TH.json"] {
            try FileManager.default.copyItem(atPath: PackageRoot.catalogs.appendingPathComponent(file).path,
                                             toPath: catalogs + "/" + file)
        }
        let path = folder.appendingPathComponent("places.snapshot").path

        let loaded = try CatalogLoader(paths: [catalogs]).load()
        let bytes = ServedCatalog.snapshotBytes(of: loaded.catalog.places, fingerprint: loaded.fingerprint)
        try AtomicFile.write(bytes, to: path)

        let served = try ServedCatalog(snapshotPath: path)
        let hits = served.search("Bangk", in: [.thai, .english], limit: 3)
        let first = served.places[hits[0].place]
        let name = first.name(in: [.thai])?.name.preferred

        #expect(first.id == "geonames:1609350")
        #expect(name == "กรุงเทพ")
        #expect(hits[0].kind == .prefix)
        #expect(served.fingerprint == loaded.fingerprint)
        #expect(served.places.count == loaded.catalog.places.count)
        #expect(served.snapshotPath == path)
        let english = served.search("Bangk", in: [.english])
        #expect(english.first.map { served.places[$0.place].id } == "geonames:1609350")

        let listing = served.listing(for: [.english])
        #expect(listing.order.count == served.places.count)
        #expect(Set(listing.order).count == listing.order.count, "each place listed once")

        // Built in memory, the same catalog answers the same.
        let inMemory = ServedCatalog(catalog: loaded.catalog, fingerprint: loaded.fingerprint)
        #expect(inMemory.fingerprint == loaded.fingerprint)
        #expect(inMemory.search("Bangk", in: [.english]).map(\.place) == english.map(\.place))
        #expect(inMemory.listing(for: [.english]).order == listing.order)
    }
}
