import PlaceNames

/// Any bytes: the catalog loader must return a catalog or throw `CatalogReadError`, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? Catalog(jsonBytes: bytes, file: "fuzz.json")
    return 0
}

/// SwiftPM links an executable with `main` pointing at `FuzzCatalog_main` (`--defsym`), which would hide libFuzzer's
/// own `main`; this entry point hands the command line to libFuzzer's driver instead.
@_cdecl("FuzzCatalog_main")
public func FuzzCatalogMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return fuzzCatalog(data, size)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
