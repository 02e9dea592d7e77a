import FuzzDriver
import PlaceNames

/// Any query text: building a `SearchKey` (normalise, transliterate, fold) never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchKey(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = SearchKey(text)
    return 0
}

@_cdecl("FuzzSearchKey_main")
public func fuzzSearchKeyMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in data.map { fuzzSearchKey($0, size) } ?? 0 }
}
