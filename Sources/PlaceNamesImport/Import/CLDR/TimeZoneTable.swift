import Foundation
import PlaceNames

/// Country and coordinates of IANA time zones, from tzdata's `zone.tab` (`TH  +1345+10031  Asia/Bangkok`), and
/// the links of old zone ids to current ones, from `tzdata.zi` (`L Asia/Kolkata Asia/Calcutta`).
///
/// CLDR keeps old ids as its canonical ones (`Asia/Calcutta`, `America/Buenos_Aires`), which `zone.tab` no longer
/// lists; the links say which current zone each one became.
struct TimeZoneTable {
    struct Zone: Equatable {
        var country: String
        var coordinate: Coordinate
    }

    var zones: [String: Zone] = [:]
    /// Link name → target zone (`Asia/Calcutta` → `Asia/Kolkata`).
    var links: [String: String] = [:]

    init() {}

    /// Reads `zone.tab` and, when given, the `L` lines of `tzdata.zi`; a missing file gives an empty table
    /// (exemplar cities then have no country or position).
    init(path: String, links linksPath: String? = nil) {
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count >= 3, let coordinate = TimeZoneTable.coordinate(iso6709: fields[1]) else { continue }
                zones[String(fields[2])] = Zone(country: String(fields[0]), coordinate: coordinate)
            }
        }
        if let linksPath, let text = try? String(contentsOfFile: linksPath, encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("L ") {
                let fields = line.split(separator: " ")
                guard fields.count == 3 else { continue }
                links[String(fields[2])] = String(fields[1])
            }
        }
    }

    /// Parses ISO 6709 `±DDMM±DDDMM` or `±DDMMSS±DDDMMSS` into decimal degrees (4 decimals).
    static func coordinate(iso6709 text: Substring) -> Coordinate? {
        let bytes = Array(text.utf8)
        guard let split = bytes.dropFirst().firstIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }),
              let latitude = degrees(bytes[..<split], degreeDigits: 2),
              let longitude = degrees(bytes[split...], degreeDigits: 3)
        else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private static func degrees(_ bytes: ArraySlice<UInt8>, degreeDigits: Int) -> Double? {
        guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = bytes.dropFirst().map { Int($0) - 48 }
        guard digits.allSatisfy({ (0...9).contains($0) }),
              digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4 else { return nil }
        func number(_ range: Range<Int>) -> Double { Double(digits[range].reduce(0) { $0 * 10 + $1 }) }
        var value = number(0..<degreeDigits) + number(degreeDigits..<degreeDigits + 2) / 60
        if digits.count == degreeDigits + 4 { value += number(degreeDigits + 2..<degreeDigits + 4) / 3600 }
        let rounded = (value * 10_000).rounded() / 10_000
        return sign == UInt8(ascii: "-") ? -rounded : rounded
    }
}
