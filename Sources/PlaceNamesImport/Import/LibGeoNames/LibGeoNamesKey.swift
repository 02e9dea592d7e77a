import PlaceNames

/// What a `geonames.mo` msgid names. libgeonames keys a city by its GeoNames id (`1609350`), a first-level
/// division by GeoNames' admin1 code with its country (`TH.03`, as in `admin1CodesASCII.txt`), and a country by
/// its ISO 3166-1 code (`TH`).
enum LibGeoNamesKey: Equatable {
    case city(Int)
    case division(country: String, code: String)
    case country(String)

    /// The key a msgid holds, or nil when it is none of the three.
    init?(_ msgid: String) {
        let bytes = Array(msgid.utf8)
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        if let first = bytes.first, first != UInt8(ascii: "0"), bytes.count <= 18, bytes.allSatisfy(isDigit),
           let id = Int(msgid) {
            self = .city(id)
        } else if bytes.count == 2, bytes.allSatisfy(isUpper) {
            self = .country(msgid)
        } else if bytes.count > 3, bytes[0..<2].allSatisfy(isUpper), bytes[2] == UInt8(ascii: "."),
                  bytes[3...].allSatisfy({ isDigit($0) || isUpper($0) || isLower($0) }) {
            self = .division(country: String(msgid.prefix(2)), code: msgid)
        } else {
            return nil
        }
    }
}
