import FuzzDriver
import Foundation
import PlaceNames
@testable import PlaceNamesIndex

/// A snapshot file is input like any other: whatever its bytes, `Snapshot(bytes:)` and `ServedCatalog(snapshot:)`
/// refuse it with a `SnapshotError` or serve it, and serving it (places, references, search, listings) never traps
/// or reads outside it (AddressSanitizer watches every read). Reverse look-ups walk the spatial tree at the poles, on
/// the antimeridian, at (0, 0) and near the seeds' places, with and without a kind or a radius.
///
/// The first byte chooses: odd, the rest is taken as it is (mostly refused by a checksum); even, its checksums
/// are first made right (`repaired`), so damaged offsets, counts, records and postings reach the readers behind the
/// checksums, as a forger's file would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    var bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if data[0] & 1 == 0 { repair(&bytes) }
    guard let snapshot = try? Snapshot(bytes: bytes), let served = try? ServedCatalog(snapshot: snapshot) else {
        return 0
    }
    let chain: [Language] = [.thai, .english]
    for position in served.places.indices.prefix(16) {
        let place = served.places[position]
        _ = served.places.shown(position, chain: chain)
        _ = served.place(id: place.id)
    }
    _ = served.place(id: "tz:Asia/Bangkok")
    // Marked queries reach the runs of busy prefixes (`BusyRun`) that the busy seed has.
    for query in ["ban", "bangkok", "bankgok", "กรุงเทพ", "ngk", "a", "tak province", "bä", "bǎn", "č", "São", "ba "]
    {
        _ = served.search.search(query, places: served.places, chain: chain, limit: 5)
    }
    _ = served.listing(for: chain)
    for (latitude, longitude) in [(13.75, 100.5), (90, 0), (-90, 180), (0, 0), (-16.5, -180), (18.8, 98.98)] {
        let here = Coordinate(latitude: latitude, longitude: longitude)
        for neighbor in served.nearest(to: here, limit: 3, within: nil, kinds: nil) {
            _ = served.label(of: served.places.shown(neighbor.position, chain: chain), chain: chain)
        }
        _ = served.nearest(to: here, limit: 2, within: 50_000, kinds: ["city"])
    }
    // What a search answer shows of each hit (FuzzSearchQuery runs the server's whole answer on a sound snapshot).
    for hit in served.search("chiang", in: [.thai]) {
        _ = served.label(of: served.places.shown(hit.place, chain: [.thai]), chain: [.thai])
    }
    return 0
}

/// Rewrites every checksum the bytes' directory names (of sections that lie inside them) and the header's.
func repair(_ file: inout [UInt8]) {
    guard file.count >= SnapshotFormat.headerSize else { return }
    file.withUnsafeMutableBytes { bytes in
        let count = min(Int(bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self)), SnapshotFormat.maxSections)
        let end = SnapshotFormat.headerSize + count * SnapshotFormat.directoryEntrySize
        guard end <= bytes.count else { return }
        for index in 0..<count {
            let entry = SnapshotFormat.headerSize + index * SnapshotFormat.directoryEntrySize
            let offset = bytes.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self)
            let length = bytes.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)
            guard offset <= UInt64(bytes.count), length <= UInt64(bytes.count) - offset else { continue }
            let sum = SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[Int(offset)..<Int(offset + length)]))
            bytes.storeBytes(of: sum, toByteOffset: entry + 24, as: UInt64.self)
        }
        var checksum = SnapshotChecksum()
        checksum.add(UnsafeRawBufferPointer(rebasing: bytes[0..<32]))
        checksum.add(UnsafeRawBufferPointer(rebasing: bytes[SnapshotFormat.headerSize..<end]))
        bytes.storeBytes(of: checksum.value, toByteOffset: 32, as: UInt64.self)
    }
}

/// Seeds: a snapshot of three places named in several scripts, taken as it is and with its checksums made right,
/// and one of villages enough for busy prefixes (`BusyPrefixTable`, every `BusyRun`), written to
/// `$PLACENAMES_FUZZ_SEEDS` when it is set (Scripts/fuzz.sh sets it).
func writeSeeds() {
    guard let folder = ProcessInfo.processInfo.environment["PLACENAMES_FUZZ_SEEDS"] else { return }
    let places = [
        Place(id: "geonames:1609350", kind: .city, country: "TH", coordinate: Coordinate(latitude: 13.75, longitude: 100.5),
              population: 5_104_476, codes: [.timeZone: "Asia/Bangkok", .iata: "BKK"],
              names: [.english: LocalizedName("Bangkok", short: ["BKK"]), .thai: LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"]),
                      .japanese: "バンコク"], aliases: ["Krung Thep"]),
        Place(id: "iso3166-2:TH-63", kind: .region, country: "TH", names: [.english: "Tak", .thai: "ตาก"]),
        Place(id: "iso3166-2:TH-50", kind: .region, country: "TH", coordinate: Coordinate(latitude: 18.8, longitude: 98.98),
              names: [.english: LocalizedName("Chiang Mai", historic: ["Nopburi"]), .thai: "เชียงใหม่", .russian: "Чиангмай"]),
    ]
    let bytes = ServedCatalog.snapshotBytes(of: places, fingerprint: "fuzz-seed")
    FileManager.default.createFile(atPath: folder + "/as-is", contents: Data([1] + bytes))
    FileManager.default.createFile(atPath: folder + "/repaired", contents: Data([0] + bytes))
    // Marks on the first, second and third letter, none, and a name not spelled by its key (Bæn under baen).
    let spellings = ["Ban", "Bän", "Bǎn", "Baň", "Bæn", "Čan", "Bañ", "บ้าน"]
    let villages = (0..<700).map { number in
        Place(id: "v\(number)", kind: .village, country: "TH",
              names: [.english: LocalizedName(spellings[number % spellings.count] + " \(number)"),
                      .german: LocalizedName(spellings[(number + 3) % spellings.count] + " Nord")])
    }
    let busy = ServedCatalog.snapshotBytes(of: places + villages, fingerprint: "fuzz-seed-busy")
    FileManager.default.createFile(atPath: folder + "/busy-repaired", contents: Data([0] + busy))
}

@_cdecl("FuzzSnapshot_main")
public func fuzzSnapshotMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    writeSeeds()
    return runLibFuzzer(argc, argv) { data, size in data.map { fuzzSnapshot($0, size) } ?? 0 }
}
