import PlaceNames

/// Any header value: `AcceptLanguage.parse` returns ranges or throws `AcceptLanguageError`, never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAcceptLanguage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let ranges = try? AcceptLanguage.parse(text) {
        for range in ranges { _ = String(describing: range) }
    }
    return 0
}

/// SwiftPM links an executable with `main` pointing at `FuzzAcceptLanguage_main` (`--defsym`), which would hide libFuzzer's
/// own `main`; this entry point hands the command line to libFuzzer's driver instead.
@_cdecl("FuzzAcceptLanguage_main")
public func FuzzAcceptLanguageMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return fuzzAcceptLanguage(data, size)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
