import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

/// Photon's API (komoot/photon, `GET /api` and `GET /reverse`), answered from our catalogs in its GeoJSON shape, so
/// the clients that already speak it (geopy's `Photon`, Leaflet Control Geocoder, Photon front ends) show our names
/// in the reader's language with no code of ours. SERVICE.md, "Photon's API", lists what maps and what cannot.
extension API {
    /// `GET /api?q=…&lang=…&limit=…&lat=…&lon=…&location_bias_scale=…&zoom=…&bbox=…&layer=…&osm_tag=…`.
    func photonSearch(uri: URI, headers: HTTPFields) -> PreparedResponse {
        photonAnswer(uri: uri, headers: headers, allowed: Self.photonSearchParameters, Self.photonSearch)
    }

    /// `GET /reverse?lat=…&lon=…&lang=…&limit=…&radius=…&layer=…&osm_tag=…`.
    func photonReverse(uri: URI, headers: HTTPFields) -> PreparedResponse {
        photonAnswer(uri: uri, headers: headers, allowed: Self.photonReverseParameters, Self.photonReverse)
    }

    static let photonSearchParameters: Set<Substring> = ["q", "lang", "limit", "lat", "lon", "location_bias_scale",
                                                         "zoom", "bbox", "layer", "osm_tag"]
    static let photonReverseParameters: Set<Substring> = ["lat", "lon", "lang", "limit", "radius", "layer", "osm_tag"]

    /// `body`'s answer with our caching fields, or Photon's error shape, `{"message": …}`, for a bad request. A
    /// parameter Photon has and we cannot honour (`query_string_filter`, `dedupe`, …) is refused by name, as
    /// Photon refuses an unknown one, rather than passed over.
    private func photonAnswer(
        uri: URI, headers: HTTPFields, allowed: Set<Substring>,
        _ body: (FlatDictionary<Substring, Substring>, String, ServedCatalog, ServerConfiguration) throws(APIError)
            -> (body: [UInt8], contentLanguage: String)
    ) -> PreparedResponse {
        let parameters = uri.queryParameters
        do throws(APIError) {
            if let unknown = parameters.first(where: { !allowed.contains($0.key) }) {
                throw APIError.badRequest("unknown_parameter", "unknown query parameter '\(unknown.key.prefix(40))'; "
                                          + "allowed parameters are: \(allowed.sorted().joined(separator: ", "))")
            }
            let served = store.served
            let answer = try body(parameters, headers[values: .acceptLanguage].joined(separator: ","), served,
                                  configuration)
            return cache.prepare(answer.body, requestHeaders: headers, fingerprint: served.fingerprint,
                                 contentLanguage: answer.contentLanguage)
        } catch {
            var json = JSONWriter()
            json.object { $0.field("message", error.message) }
            var response = PreparedResponse.uncached(error.status, json.bytes)
            for field in error.headers { response.headers.append(field) }
            return response
        }
    }

    static func photonSearch(_ parameters: FlatDictionary<Substring, Substring>, acceptLanguage: String,
                             served: ServedCatalog, configuration: ServerConfiguration)
        throws(APIError) -> (body: [UInt8], contentLanguage: String)
    {
        guard let query = parameters["q"].map(String.init),
              !query.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
            throw APIError.badRequest("missing_query", "missing search term 'q': /api?q=berlin")
        }
        guard query.unicodeScalars.count <= configuration.maxQueryLength else {
            throw APIError.badRequest("query_too_long", "the query has \(query.unicodeScalars.count) characters; at "
                                      + "most \(configuration.maxQueryLength) are searched")
        }
        let limit = try limit(parameters, fallback: 10, maximum: configuration.maxLimit)
        let filter = try photonFilter(parameters)
        let bias = try photonBias(parameters)
        _ = try photonNumber(parameters, "zoom", within: 0...30)
        let reader = try photonReader(parameters, acceptLanguage: acceptLanguage)
        let hits = served.search.search(query, places: served.places, chain: reader.chain, limit: limit,
                                        filter: filter, bias: bias)
        return (photonFeatures(hits.map(\.shown), served: served, chain: reader.chain), reader.contentLanguage)
    }

    static func photonReverse(_ parameters: FlatDictionary<Substring, Substring>, acceptLanguage: String,
                              served: ServedCatalog, configuration: ServerConfiguration)
        throws(APIError) -> (body: [UInt8], contentLanguage: String)
    {
        guard let latitude = try photonNumber(parameters, "lat", within: -90...90),
              let longitude = try photonNumber(parameters, "lon", within: -180...180) else {
            throw APIError.badRequest("missing_coordinate", "give the position as lat= and lon= in decimal degrees: "
                                      + "/reverse?lat=13.75&lon=100.5")
        }
        let limit = try limit(parameters, fallback: 1, maximum: configuration.maxLimit)
        // Photon's radius is in kilometres.
        let radius = try photonNumber(parameters, "radius", within: 0...20_037).map { $0 * 1000 }
        if radius == 0 {
            throw APIError.badRequest("bad_radius", "radius must be a distance in kilometres greater than 0")
        }
        let filter = try photonFilter(parameters)
        let reader = try photonReader(parameters, acceptLanguage: acceptLanguage)
        let neighbors = served.nearest(to: Coordinate(latitude: latitude, longitude: longitude), limit: limit,
                                       within: radius, filter: filter)
        let shown = neighbors.map { served.places.shown($0.position, chain: reader.chain) }
        return (photonFeatures(shown, served: served, chain: reader.chain), reader.contentLanguage)
    }

    /// `{"type": "FeatureCollection", "features": [...]}` with Photon's properties for each place.
    private static func photonFeatures(_ places: [ShownPlace], served: ServedCatalog, chain: [Language]) -> [UInt8] {
        var json = JSONWriter(capacity: 400 * places.count + 64)
        json.answer(.geoJSON) { collection in
            collection.list(.geoJSON, "features") { features in
                for place in places {
                    features.photonFeature(place, served: served, chain: chain)
                }
            }
        }
        return json.bytes
    }

    /// The languages of Photon's `lang`: ours (`th`, `thai`, `th-TH,en`), or `default` for each place's own name,
    /// as Photon names it; without `lang`, `Accept-Language`.
    private static func photonReader(_ parameters: FlatDictionary<Substring, Substring>, acceptLanguage: String)
        throws(APIError) -> (chain: [Language], contentLanguage: String)
    {
        if parameters["lang"] == "default" { return ([], "und") }
        let reader = try ReaderLanguages(lang: parameters["lang"], acceptLanguage: acceptLanguage)
        return (reader.chain, reader.wanted.bcp47)
    }

    /// `layer` (repeated), `osm_tag` (repeated) and `bbox` as a `SearchFilter`. Photon answers
    /// only places with a position, so every answer is held to the whole world's box when no `bbox` narrows it.
    private static func photonFilter(_ parameters: FlatDictionary<Substring, Substring>) throws(APIError)
        -> SearchFilter
    {
        var filter = SearchFilter()
        filter.box = try box(parameters) ?? BoundingBox(west: -180, south: -90, east: 180, north: 90)
        let layers = parameters[values: "layer"]
        if !layers.isEmpty {
            for layer in layers where !PhotonTags.layers.contains(String(layer)) {
                throw APIError.badRequest("bad_layer", "invalid layer '\(layer.prefix(40))'; allowed layers are: "
                                          + PhotonTags.layers.sorted().joined(separator: ", "))
            }
            filter.kinds = PhotonTags.kinds(inLayers: Set(layers.map(String.init)))
        }
        let tags = parameters[values: "osm_tag"]
        if !tags.isEmpty {
            var filters: [PhotonTags.Filter] = []
            for text in tags {
                guard let parsed = PhotonTags.Filter(text) else {
                    throw APIError.badRequest("bad_osm_tag", "invalid osm_tag '\(text.prefix(40))': give key, "
                                              + "key:value or :value of letters, digits, _ . -, with ! before the key "
                                              + "or the value to exclude")
                }
                filters.append(parsed)
            }
            let admitted = PhotonTags.kinds(admittedBy: filters)
            filter.kinds = filter.kinds.map { $0.intersection(admitted) } ?? admitted
        }
        return filter
    }

    /// Photon's location bias: `lat` and `lon` together, and `location_bias_scale` from 0 to 1, where Photon's
    /// smaller values weigh the distance more (0.2 when absent, as Photon's): our `nearScale` is 1 − it. Each is
    /// checked even alone.
    private static func photonBias(_ parameters: FlatDictionary<Substring, Substring>) throws(APIError)
        -> LocationBias?
    {
        let latitude = try photonNumber(parameters, "lat", within: -90...90)
        let longitude = try photonNumber(parameters, "lon", within: -180...180)
        let scale = try photonNumber(parameters, "location_bias_scale", within: 0...1) ?? 0.2
        // One of the two alone is taken and changes nothing, as `nearScale` without `near`: the OpenAPI document
        // cannot tie one parameter to another, so each value it admits alone is taken (schemathesis checks that).
        guard let latitude, let longitude else { return nil }
        return LocationBias(position: Coordinate(latitude: latitude, longitude: longitude), scale: 1 - scale)
    }

    /// The decimal number of parameter `name` in `range`; nil when absent.
    private static func photonNumber(_ parameters: FlatDictionary<Substring, Substring>, _ name: Substring,
                                     within range: ClosedRange<Double>) throws(APIError) -> Double? {
        let given = parameters[values: name]
        guard let text = given.first else { return nil }
        guard given.count == 1, let value = DecimalNumber.parse(text), range.contains(value) else {
            throw APIError.badRequest("bad_\(name)", "\(name) must be one decimal number from "
                                      + "\(range.lowerBound.formatted) to \(range.upperBound.formatted), not "
                                      + "'\(given.joined(separator: "&").prefix(40))'")
        }
        return value
    }
}

private extension Double {
    /// `-90` rather than `-90.0` in messages.
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
