import FuzzDriver
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

@_cdecl("FuzzLanguage_main")
public func fuzzLanguageMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in data.map { fuzzLanguage($0, size) } ?? 0 }
}
