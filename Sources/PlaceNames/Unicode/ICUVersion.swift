import ICUShim

/// The version of the system ICU that PlaceNames links ("72.1"); exports sorted by collation record it.
public let icuVersion: String = {
    var buffer = [CChar](repeating: 0, count: 32)
    _ = pn_icu_version(&buffer, Int32(buffer.count))
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}()
