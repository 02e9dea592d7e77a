import FuzzDriver
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

@_cdecl("FuzzAcceptLanguage_main")
public func fuzzAcceptLanguageMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in data.map { fuzzAcceptLanguage($0, size) } ?? 0 }
}
