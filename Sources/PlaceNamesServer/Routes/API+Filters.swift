import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

/// The filters and the location bias of search, reverse look-ups and listings, read from query parameters: each
/// value checked, a bad one answered `400` with the parameter's name, none ever passed over.
extension API {
    /// `kind`, `country`, `region` and `bbox`, each of which (but `bbox`) may be repeated or list several values
    /// separated by commas; the filter is empty when none is given.
    /// - Throws: `APIError` 400 `bad_kind`, `bad_country`, `bad_region` or `bad_bbox`.
    static func filter(_ parameters: FlatDictionary<Substring, Substring>, served: ServedCatalog)
        throws(APIError) -> SearchFilter {
        var filter = SearchFilter()
        filter.kinds = try kinds(parameters)
        filter.countries = try countries(parameters)
        filter.regions = try regions(parameters, served: served)
        filter.box = try box(parameters)
        return filter
    }

    /// The values of parameter `name`, every occurrence split at commas; nil when it is absent.
    private static func values(_ parameters: FlatDictionary<Substring, Substring>, _ name: String) -> [Substring]? {
        let given = parameters[values: Substring(name)]
        guard !given.isEmpty else { return nil }
        return given.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
    }

    /// The `kind` parameter: kinds separated by commas (`city,town`), or repeated; nil when absent (every kind).
    static func kinds(_ parameters: FlatDictionary<Substring, Substring>) throws(APIError) -> Set<String>? {
        guard let kinds = values(parameters, "kind") else { return nil }
        guard kinds.allSatisfy({ !$0.isEmpty && $0.count <= 40 }) else {
            let text = parameters[values: "kind"].joined(separator: ",")
            throw APIError.badRequest("bad_kind", "kind must be place kinds separated by commas, for example "
                                      + "kind=city,town, not '\(text.prefix(40))'")
        }
        return Set(kinds.map(String.init))
    }

    /// The `country` parameter: ISO 3166-1 alpha-2 codes (`TH`, `th`), separated by commas or repeated.
    private static func countries(_ parameters: FlatDictionary<Substring, Substring>) throws(APIError)
        -> Set<String>?
    {
        guard let codes = values(parameters, "country") else { return nil }
        for code in codes where code.utf8.count != 2 || !code.utf8.allSatisfy(isASCIILetter) {
            throw APIError.badRequest("bad_country", "country must be ISO 3166-1 alpha-2 codes separated by commas, "
                                      + "for example country=TH,LA, not '\(code.prefix(40))'")
        }
        return Set(codes.map { $0.uppercased() })
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// The `region` parameter: ids of regions (`iso3166-2:TH-50`), separated by commas or repeated. A code a region
    /// carries stands for its id; an id no region has is kept as it is and matches no place, as an unknown kind
    /// does (the OpenAPI document cannot say which ids exist, so every id it admits is taken).
    static func regions(_ parameters: FlatDictionary<Substring, Substring>, served: ServedCatalog)
        throws(APIError) -> Set<String>?
    {
        guard let ids = values(parameters, "region") else { return nil }
        var regions: Set<String> = []
        for id in ids {
            guard !id.isEmpty, id.utf8.count <= 200 else {
                throw APIError.badRequest("bad_region", "region must be region ids separated by commas, for example "
                                          + "region=iso3166-2:TH-50, not '\(id.prefix(40))'")
            }
            if let region = served.shown(id: String(id), chain: []), region.kind == PlaceKind.region.rawValue {
                regions.insert(region.id)
            } else {
                regions.insert(String(id))
            }
        }
        return regions
    }

    /// Degrees as `bbox` and `near` take them, the OpenAPI document's patterns: an optional sign, whole degrees in
    /// range, an optional fraction of 1 to 15 digits (no exponent). The server checks these same patterns, so every
    /// value the document admits is taken and every other refused (schemathesis checks both).
    static let latitudePattern = #"[-+]?(?:90(?:\.0{1,15})?|[1-8]?[0-9](?:\.[0-9]{1,15})?)"#
    static let longitudePattern = #"[-+]?(?:180(?:\.0{1,15})?|(?:1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]{1,15})?)"#
    nonisolated(unsafe) private static let boxExpression = try! Regex(
        "\(longitudePattern),\(latitudePattern),\(longitudePattern),\(latitudePattern)")
    nonisolated(unsafe) private static let positionExpression = try! Regex("\(latitudePattern),\(longitudePattern)")

    /// The numbers of `text` separated by commas when the whole of it matches `expression`, else nil.
    private static func numbers(_ text: Substring, _ expression: Regex<AnyRegexOutput>) -> [Double]? {
        guard text.utf8.count <= 200, (try? expression.wholeMatch(in: text)) != nil else { return nil }
        let numbers = text.split(separator: ",").compactMap { Double(String($0)) }
        return numbers
    }

    /// The `bbox` parameter: `minLon,minLat,maxLon,maxLat` in decimal degrees (RFC 7946's order); a west edge
    /// greater than the east edge crosses the antimeridian, and a box whose south edge lies north of its north edge
    /// holds no place.
    static func box(_ parameters: FlatDictionary<Substring, Substring>) throws(APIError) -> BoundingBox? {
        let given = parameters[values: "bbox"]
        guard let text = given.first else { return nil }
        guard given.count == 1, let numbers = numbers(text, boxExpression), numbers.count == 4,
              let box = BoundingBox(west: numbers[0], south: numbers[1], east: numbers[2], north: numbers[3])
        else {
            throw APIError.badRequest("bad_bbox", "bbox must be one box minLon,minLat,maxLon,maxLat in decimal degrees "
                                      + "(longitudes -180 to 180, latitudes -90 to 90, at most 15 decimals), for "
                                      + "example bbox=97.3,5.6,105.7,20.5, not '\(given.joined(separator: "&").prefix(80))'")
        }
        return box
    }

    /// `near=lat,lon` and `nearScale` (0 to 1, default `LocationBias.defaultScale`); nil when `near` is absent.
    /// `nearScale` is checked even without `near` (where it changes nothing: the OpenAPI document cannot tie one
    /// parameter to another, so it is taken alone).
    /// - Throws: `APIError` 400 `bad_near` or `bad_near_scale`.
    static func bias(_ parameters: FlatDictionary<Substring, Substring>) throws(APIError) -> LocationBias? {
        let scaleText = parameters["nearScale"]
        var scale = LocationBias.defaultScale
        if let scaleText {
            guard let value = DecimalNumber.parse(scaleText), (0...1).contains(value) else {
                throw APIError.badRequest("bad_near_scale", "nearScale must be a number from 0 (no bias) to 1 (the "
                                          + "strongest), for example nearScale=0.5, not '\(scaleText.prefix(40))'")
            }
            scale = value
        }
        guard let text = parameters["near"] else { return nil }
        guard parameters[values: "near"].count == 1, let numbers = numbers(text, positionExpression), numbers.count == 2
        else {
            throw APIError.badRequest("bad_near", "near must be one position lat,lon in decimal degrees (latitude -90 "
                                      + "to 90, longitude -180 to 180, at most 15 decimals), for example "
                                      + "near=13.75,100.5, not '\(text.prefix(60))'")
        }
        return LocationBias(position: Coordinate(latitude: numbers[0], longitude: numbers[1]), scale: scale)
    }
}
