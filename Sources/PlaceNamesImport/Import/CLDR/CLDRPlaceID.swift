import PlaceNames

/// The ids CLDR imports give places. They come from codes that outlive CLDR releases:
/// `iso3166-1:TH` (territories), `un-m49:419` (UN M.49 regions), `iso3166-2:TH-10` (subdivisions)
/// and `tz:Asia/Bangkok` (time-zone exemplar cities).
enum CLDRPlaceID {
    /// Territory codes that CLDR names but that are not places: unknown region, pseudo-locales,
    /// the euro area and the United Nations.
    static let notPlaces: Set<String> = ["ZZ", "XA", "XB", "EZ", "UN"]

    static func territory(_ code: String) -> (id: String, kind: PlaceKind, codes: [CodeSystem: String])? {
        if code.utf8.count == 3, code.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            let kind: PlaceKind = switch code {
            case "001": "world"
            case "002", "009", "019", "142", "150": .continent
            default: "macro-region"
            }
            return ("un-m49:\(code)", kind, ["un-m49": code])
        }
        guard code.utf8.count == 2, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else { return nil }
        let kind: PlaceKind = switch code {
        case "EU": "supranational"
        case "QO": "macro-region"
        default: .country
        }
        return ("iso3166-1:\(code)", kind, [.iso3166_1: code])
    }

    /// CLDR writes subdivision codes in lower case without the hyphen (`th10`, `gbeng`).
    static func subdivisionCode(_ type: String) -> String? {
        let scalars = Array(type.unicodeScalars)
        guard scalars.count > 2, scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return nil }
        let upper = type.uppercased()
        return "\(upper.prefix(2))-\(upper.dropFirst(2))"
    }

    static func zone(_ zone: String) -> String { "tz:\(zone)" }
}
