import FuzzDriver
import PlaceNames

/// Any bytes: the catalog loader must return a catalog or throw `CatalogReadError`, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? Catalog(jsonBytes: bytes, file: "fuzz.json")
    return 0
}

@_cdecl("FuzzCatalog_main")
public func fuzzCatalogMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in data.map { fuzzCatalog($0, size) } ?? 0 }
}
