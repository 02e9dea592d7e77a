import FuzzDriver
import Foundation
import PlaceNames
import PlaceNamesServer

/// The catalog searched: the shipped territories and Thailand's provinces, read and indexed once at start-up
/// (`PLACENAMES_FUZZ_CATALOGS`, colon-separated paths, overrides them).
let served: ServedCatalog = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let paths = ProcessInfo.processInfo.environment["PLACENAMES_FUZZ_CATALOGS"]?.split(separator: ":").map(String.init)
        ?? ["Catalogs/territories.json", "Catalogs/subdivisions/TH.json"].map { root.appendingPathComponent($0).path }
    var places: [Place] = []
    for path in paths {
        do {
            places += try Catalog.read(from: path).places
        } catch {
            fatalError("FuzzSearchQuery cannot read \(path): \(error)")
        }
    }
    return ServedCatalog(catalog: Catalog(places: places), fingerprint: "fuzz")
}()

/// Any request target query (`q=…&lang=…&limit=…`, escaped or not): `GET /v1/search` answers 200 with JSON or a
/// 4xx JSON error, never traps. The first line of the input, when there is a newline, is the `Accept-Language`
/// header, so the header half of language negotiation is fuzzed too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchQuery(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var header = ""
    var query = bytes[...]
    if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
        header = String(decoding: bytes[..<newline], as: UTF8.self)
        query = bytes[(newline + 1)...]
    }
    let answer = PlaceNamesServer.searchResponse(rawQuery: String(decoding: query, as: UTF8.self),
                                                 acceptLanguage: header, served: served)
    // A 5xx would be a server bug; every answer is JSON a client can read, results or an error.
    let object = try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
    switch answer.status.code {
    case 200: precondition(object?["results"] is [Any], "200 without a results array")
    case 400: precondition(object?["error"] is [String: Any], "400 without an error object")
    default: preconditionFailure("status \(answer.status.code)")
    }
    return 0
}

@_cdecl("FuzzSearchQuery_main")
public func fuzzSearchQueryMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _ = served.places.count
    return runLibFuzzer(argc, argv) { data, size in data.map { fuzzSearchQuery($0, size) } ?? 0 }
}
