import FuzzDriver
import PlaceNames

/// Any header value: `AcceptLanguage.parse` returns ranges or throws `AcceptLanguageError`, never traps; the
/// forgiving `LanguagePreferences` skips exactly when `parse` throws, and always gives a chain to answer with.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAcceptLanguage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let strict = try? AcceptLanguage.parse(text)
    for range in strict ?? [] { _ = String(describing: range) }
    let preferences = LanguagePreferences(acceptLanguage: text)
    precondition((strict == nil) == !preferences.skipped.isEmpty, "parse and LanguagePreferences disagree on \(text)")
    precondition(!preferences.fallbackChain.isEmpty, "no chain for \(text)")
    return 0
}

@_cdecl("FuzzAcceptLanguage_main")
public func fuzzAcceptLanguageMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in data.map { fuzzAcceptLanguage($0, size) } ?? 0 }
}
