import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
import PlaceNamesCore
@testable import PlaceNamesIndex
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// `names snapshot` files: served as their catalogs are, refused with the reason when damaged, kept in a cache
/// for the next start, mapped again on reload.
@Suite struct SnapshotFileTests {
    /// Writes the test catalog to `folder` and its snapshot to `folder/catalog.snapshot`.
    func writeCatalogAndSnapshot(in folder: String, places: [Place] = TestCatalog.catalog.places) throws -> String {
        try Catalog(places: places).write(to: folder + "/places.json")
        let path = folder + "/catalog.snapshot"
        try AtomicFile.write(CatalogStore.snapshotBytes(of: CatalogLoader(paths: [folder + "/places.json"]).read()).bytes,
                             to: path)
        return path
    }

    static let requests = [
        "/v1/places/tz:Asia%2FBangkok?lang=th", "/v1/places/tz:Asia%2FBangkok/names", "/v1/places/iso3166-2:TH-63",
        "/v1/places/nowhere", "/v1/search?q=bang&lang=ja", "/v1/search?q=krung%20thep", "/v1/search?q=bangkkok",
        "/v1/search?q=%E0%B8%9A%E0%B9%89%E0%B8%B2%E0%B8%99&lang=th", "/v1/places?lang=th&limit=3",
        "/v1/places?lang=zh&country=CN", "/v1/places?kind=city&limit=2", "/v1/languages", "/readyz",
    ]

    /// The answers (status, ETag, body) of `requests` from a server on `store`.
    func answers(_ store: CatalogStore) async throws -> [String] {
        try await withServer(store) { client in
            var answers: [String] = []
            for uri in Self.requests {
                answers.append(try await client.execute(uri: uri, method: .get) { response in
                    "\(response.status.code) \(response.headers[.eTag] ?? "-") \(response.text)"
                })
            }
            return answers
        }
    }

    @Test func aSnapshotFileIsServedAsItsCatalogsAre() async throws {
        try await withTemporaryFolder { folder in
            let path = try writeCatalogAndSnapshot(in: folder)
            let fromCatalogs = try CatalogStore(loader: CatalogLoader(paths: [folder + "/places.json"]))
            let fromFile = try CatalogStore(snapshotPath: path)
            #expect(fromFile.served.snapshotPath == path)
            #expect(fromFile.served.fingerprint == fromCatalogs.served.fingerprint)
            let expected = try await answers(fromCatalogs)
            #expect(expected.count == Self.requests.count && expected.filter { $0.hasPrefix("200") }.count == 12)
            #expect(try await answers(fromFile) == expected)
        }
    }

    /// Every field of every shipped place reads back from its record as written, and what answers show of a place
    /// (`ShownPlace`) is what `Place.name(in:)` chooses.
    @Test func everyShippedPlaceReadsBackAsWritten() async throws {
        let places = try #require(await ShippedCatalogs.whenLoaded(), "the shipped catalogs could not be read").catalog.places
        #expect(places.count > 40_000)
        var bytes: [UInt8] = []
        for place in places {
            bytes.removeAll(keepingCapacity: true)
            PlaceRecord.encode(place, into: &bytes)
            let read = bytes.withUnsafeBytes { PlaceRecord.decode($0) }
            #expect(read == place, "\(place.id)")
            for chain in [[Language.thai, .english], [.japanese], [.swahili, .arabic], []] {
                let shown = bytes.withUnsafeBytes { PlaceRecord.shown($0, chain: chain) }
                let resolved = place.name(in: chain)
                #expect(shown?.id == place.id && shown?.kind == place.kind.rawValue && shown?.country == place.country)
                #expect(shown?.timeZone == place.timeZone && shown?.population == place.population
                        && shown?.coordinate == place.coordinate && shown?.region == place.region, "\(place.id)")
                #expect(shown?.name?.preferred == resolved?.name.preferred && shown?.name?.language == resolved?.language
                        && shown?.name?.isFallback == resolved?.isFallback, "\(place.id) \(chain)")
            }
        }
    }

    /// One damage per case, each refused with the file's path and what is wrong, before anything is served.
    @Test func aDamagedSnapshotIsRefusedWithTheReason() async throws {
        try await withTemporaryFolder { folder in
            let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: writeCatalogAndSnapshot(in: folder))))
            func refusal(_ bytes: [UInt8]) throws -> String {
                let path = folder + "/damaged.snapshot"
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                do {
                    _ = try CatalogStore(snapshotPath: path)
                    return "served"
                } catch {
                    #expect(error.problems.count == 1)
                    return error.description.replacingOccurrences(of: path, with: "FILE")
                }
            }
            func edited(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
                var bytes = good
                edit(&bytes)
                return bytes
            }
            /// Sets a directory field and makes the directory's checksum right again, as a forger would.
            func forged(entry: Int, field: Int, _ value: UInt64) -> [UInt8] {
                edited { bytes in
                    withUnsafeBytes(of: value) { bytes.replaceSubrange((64 + 32 * entry + field)..<(64 + 32 * entry + field + 8), with: $0) }
                    let count = Int(bytes[16])
                    var checksum = SnapshotChecksum()
                    bytes.withUnsafeBytes { raw in
                        checksum.add(UnsafeRawBufferPointer(rebasing: raw[0..<32]))
                        checksum.add(UnsafeRawBufferPointer(rebasing: raw[64..<(64 + 32 * count)]))
                    }
                    withUnsafeBytes(of: checksum.value) { bytes.replaceSubrange(32..<40, with: $0) }
                }
            }
            let placeRecords = Int(readOffset(good, entry: entry(of: .placeRecords, in: good))) + 10
            #expect(try refusal([]) == "FILE: not a snapshot: 0 bytes, shorter than its header")
            #expect(try refusal(Array(#"{"format": "placenames-catalog", "version": 1, "places": []}"#.utf8)
                    + [UInt8](repeating: 32, count: 64))
                == "FILE: not a snapshot: it does not start with the snapshot signature (write one with `names snapshot`)")
            #expect(try refusal(Array(good.dropLast(100)))
                == "FILE: truncated or extended: the header says \(good.count) bytes, the file has \(good.count - 100)")
            #expect(try refusal(edited { $0[12] = 9 })
                == "FILE: snapshot format version 9; this names reads version 11: build it again with this names")
            #expect(try refusal(edited { $0.replaceSubrange(8..<12, with: [1, 2, 3, 4]) })
                == "FILE: written on a machine of the other byte order; build the snapshot on one like this")
            #expect(try refusal(edited { $0[40] ^= 1; $0[33] ^= 0x10 })
                == "FILE: checksum mismatch in the header or directory: the file is damaged")
            #expect(try refusal(edited { $0[placeRecords] ^= 0x04 })
                == "FILE: checksum mismatch in section placeRecords: the file is damaged")
            #expect(try refusal(forged(entry: entry(of: .placeRecords, in: good), field: 8, UInt64(good.count - 8)))
                == "FILE: section placeRecords at \(good.count - 8) (\(readLength(good, entry: entry(of: .placeRecords, in: good))) bytes) lies outside the file's \(good.count) bytes")
            #expect(try refusal(forged(entry: entry(of: .placeRecords, in: good), field: 8, 0))
                == "FILE: section placeRecords at 0 (\(readLength(good, entry: entry(of: .placeRecords, in: good))) bytes) lies outside the file's \(good.count) bytes")
            #expect(try refusal(forged(entry: entry(of: .postings, in: good), field: 16, 13))
                == "FILE: section postings at \(readOffset(good, entry: entry(of: .postings, in: good))) (13 bytes) is not aligned to its records")
            #expect(try refusal(forged(entry: entry(of: .placeEnds, in: good), field: 0, UInt64(SnapshotSection.placeRecords.rawValue) | 4 << 32))
                .hasPrefix("FILE: section placeRecords has 4-byte records"))
        }
    }

    /// The directory entry of `section`.
    func entry(of section: SnapshotSection, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw in
            (0..<Int(raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self))).first { index in
                raw.loadUnaligned(fromByteOffset: 64 + 32 * index, as: UInt32.self) == section.rawValue
            } ?? -1
        }
    }

    func readOffset(_ bytes: [UInt8], entry: Int) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 64 + 32 * entry + 8, as: UInt64.self) }
    }

    func readLength(_ bytes: [UInt8], entry: Int) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 64 + 32 * entry + 16, as: UInt64.self) }
    }

    @Test func aSecondStartOnUnchangedCatalogsMapsTheCachedSnapshotWithoutParsing() async throws {
        try await withTemporaryFolder { folder in
            try Catalog(places: [TestCatalog.tak, TestCatalog.bangkok]).write(to: folder + "/places.json")
            let cache = SnapshotCache(folder: folder + "/cache")
            let loader = CatalogLoader(paths: [folder + "/places.json"])
            let counter = JSONDocument.ParseCounter()
            try await JSONDocument.$parseCounter.withValue(counter) {
                let first = try CatalogStore(loader: loader, cache: cache)
                #expect(counter.count == 1)
                #expect(first.served.snapshotPath == cache.path(for: first.served.fingerprint))
                #expect(FileManager.default.fileExists(atPath: first.served.snapshotPath))

                let second = try CatalogStore(loader: loader, cache: cache)
                #expect(counter.count == 1, "the second start parsed the catalogs again")
                #expect(second.served.snapshotPath == first.served.snapshotPath)
                #expect(try await answers(second) == answers(first))

                // A damaged cached snapshot is built again, not served.
                try Data("damaged".utf8).write(to: URL(fileURLWithPath: first.served.snapshotPath))
                let third = try CatalogStore(loader: loader, cache: cache)
                #expect(counter.count == 2)
                #expect(third.served.places.map(\.id) == [TestCatalog.tak.id, TestCatalog.bangkok.id])
            }
        }
    }

    @Test func reloadMapsTheNewSnapshotAndKeepsServingOnADamagedOne() async throws {
        try await withTemporaryFolder { folder in
            let path = try writeCatalogAndSnapshot(in: folder, places: [TestCatalog.tak])
            let store = try CatalogStore(snapshotPath: path)
            weak var first = store.served
            #expect(first != nil)
            guard case .unchanged = await store.reload() else { Issue.record("an unchanged file reloaded"); return }

            var renamed = TestCatalog.tak
            renamed.names[.english] = "Tak Province"
            _ = try writeCatalogAndSnapshot(in: folder, places: [renamed, TestCatalog.chiangMai])
            guard case .reloaded(_, let places) = await store.reload() else { Issue.record("not reloaded"); return }
            #expect(places == 2)
            #expect(store.served.place(id: "iso3166-2:TH-63")?.names[.english]?.preferred == "Tak Province")
            // Nothing holds the first snapshot any more: it is gone, and its mapping with it.
            #expect(first == nil)

            try AtomicFile.write(Array("not a snapshot at all, longer than a header of sixty-four bytes......".utf8), to: path)
            guard case .rejected(let problems) = await store.reload() else { Issue.record("a damaged file was served"); return }
            #expect(problems == ["\(path): not a snapshot: it does not start with the snapshot signature (write one with `names snapshot`)"])
            #expect(store.served.places.count == 2)
        }
    }
}
