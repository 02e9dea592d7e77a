import Foundation
import Hummingbird
import HummingbirdCore

/// Whether a place answer is our JSON or GeoJSON (RFC 7946), as the request asks: `format=json|geojson` when
/// given, else `Accept` (`application/geo+json` preferred to JSON). Maps and GIS tools read GeoJSON
/// with no code of ours; an answer that can be either varies with `Accept`.
enum AnswerFormat: Sendable, Equatable {
    case json
    case geoJSON

    static let geoJSONType = "application/geo+json"

    var contentType: String {
        switch self {
        case .json: "application/json; charset=utf-8"
        case .geoJSON: "application/geo+json; charset=utf-8"
        }
    }

    /// The format a request for `uri` with these `Accept` values asks for.
    /// - Throws: `APIError` 400 `bad_format` for a `format` other than `json` or `geojson`.
    init(uri: URI, accept: [String]) throws(APIError) {
        try self.init(format: uri.queryParameters[values: "format"], accept: accept)
    }

    init(format given: [Substring], accept: [String]) throws(APIError) {
        if let format = given.first {
            guard given.count == 1, let chosen = Self(parameter: format) else {
                throw APIError.badRequest("bad_format", "format must be json or geojson, given once, not "
                                          + "'\(given.joined(separator: "&").prefix(40))'")
            }
            self = chosen
            return
        }
        self = Self.prefersGeoJSON(accept) ? .geoJSON : .json
    }

    private init?(parameter: Substring) {
        switch parameter.lowercased() {
        case "json": self = .json
        case "geojson": self = .geoJSON
        default: return nil
        }
    }

    /// RFC 9110 §12.5.1 between our two types: GeoJSON only when `application/geo+json` is named with a weight
    /// above every range that JSON falls in (`application/json`, `application/*`, `*/*`). Where both weigh the
    /// same, JSON, the answer before GeoJSON existed: the generated Swift client sends both types alike and reads
    /// JSON, and an `Accept` that does not name GeoJSON keeps its answer.
    static func prefersGeoJSON(_ accept: [String]) -> Bool {
        var geoJSON = 0.0, json = 0.0
        for value in accept {
            for range in value.split(separator: ",") {
                let parts = range.split(separator: ";")
                guard let type = parts.first?.trimmingCharacters(in: .whitespaces).lowercased() else { continue }
                var weight = 1.0
                for parameter in parts.dropFirst() {
                    let pair = parameter.split(separator: "=", maxSplits: 1)
                    if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "q" {
                        weight = Double(pair[1].trimmingCharacters(in: .whitespaces)).map { min(max($0, 0), 1) } ?? 0
                    }
                }
                switch type {
                case geoJSONType: geoJSON = max(geoJSON, weight)
                case "application/json", "application/*", "*/*": json = max(json, weight)
                default: break
                }
            }
        }
        return geoJSON > json
    }
}
