import PlaceNames

/// Any text: `Language.parse` throws or returns, `LanguageTag` is nil or a tag; neither traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? Language.parse(text)
    _ = Language(bcp47: text)
    if let tag = LanguageTag(text) { _ = String(describing: tag) }
    return 0
}

/// SwiftPM links an executable with `main` pointing at `FuzzLanguage_main` (`--defsym`), which would hide libFuzzer's
/// own `main`; this entry point hands the command line to libFuzzer's driver instead.
@_cdecl("FuzzLanguage_main")
public func FuzzLanguageMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return fuzzLanguage(data, size)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
