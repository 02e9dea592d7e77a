import FuzzDriver
import PlaceNames

/// Any bytes: the catalog loader must return a catalog or throw `CatalogReadError`, never trap; and what
/// `names validate` passes without an error must load, as the service validates a file and then serves it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let loaded = try? Catalog(jsonBytes: bytes, file: "fuzz.json")
    let validation = CatalogValidator(options: ValidationOptions(threads: 1)).validate(bytes: bytes, file: "fuzz.json")
    if loaded == nil, !validation.failed(at: .error) {
        fatalError("validated without an error but does not load: \(validation.diagnostics.map(\.description))")
    }
    return 0
}

@_cdecl("FuzzCatalog_main")
public func fuzzCatalogMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in data.map { fuzzCatalog($0, size) } ?? 0 }
}
