import PlaceNames

/// Any query text: building a `SearchKey` (normalise, transliterate, fold) never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchKey(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = SearchKey(text)
    return 0
}

/// SwiftPM links an executable with `main` pointing at `FuzzSearchKey_main` (`--defsym`), which would hide libFuzzer's
/// own `main`; this entry point hands the command line to libFuzzer's driver instead.
@_cdecl("FuzzSearchKey_main")
public func FuzzSearchKeyMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return fuzzSearchKey(data, size)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
