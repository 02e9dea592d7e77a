import Foundation
import PlaceNamesIndex

// What an app that searches place names in process does with the index alone: snapshot the catalogs given (the
// shipped countries, regions and cities), map the file, search it and list it. Exits 1 when an answer is not the
// one the shipped catalogs give.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("IndexStandalone: \(message)\n".utf8))
    exit(1)
}

guard CommandLine.arguments.count >= 2 else { fail("usage: IndexStandalone CATALOG-FILE-OR-FOLDER...") }
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-standalone-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let path = folder.appendingPathComponent("places.snapshot").path

let loaded = try CatalogLoader(paths: Array(CommandLine.arguments.dropFirst())).load()
try AtomicFile.write(ServedCatalog.snapshotBytes(of: loaded.catalog.places, fingerprint: loaded.fingerprint), to: path)
let served = try ServedCatalog(snapshotPath: path)
print("snapshot of \(served.places.count) places (\(loaded.files.count) files), fingerprint \(served.fingerprint)")

let bangkok = "geonames:1609350"
for chain: [Language] in [[.english], [.thai, .english]] {
    let hits = served.search("Bangk", in: chain, limit: 3)
    for hit in hits {
        let place = served.places[hit.place]
        let name = place.name(in: chain)?.name.preferred ?? "-"
        print("search Bangk \(chain.map(\.rawValue)): \(place.id) \(name) (\(hit.kind): \(hit.text))")
    }
    guard let first = hits.first, served.places[first.place].id == bangkok else {
        fail("Bangk for \(chain.map(\.rawValue)) does not give Bangkok (\(bangkok)) first")
    }
}

let listing = served.listing(for: [.thai])
guard listing.order.count == served.places.count else { fail("the Thai listing does not hold every place") }
let firstListed = listing.order.prefix(3).map { served.places[$0].name(in: [.thai])?.name.preferred ?? "-" }
print("listing in Thai order starts: \(firstListed.joined(separator: ", "))")
