import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

extension API {
    /// `GET /v1/reverse?lat=…&lon=…&lang=…&limit=…&kind=…&country=…&region=…&bbox=…&radius=…`: the places nearest
    /// to a position that the filters (`SearchFilter`) admit.
    func reverse(_ request: Request) throws -> Response {
        try reverse(uri: request.uri, headers: request.headers).response
    }

    /// The reverse look-up's whole answer to a request for `uri` with `headers`: the route's, and the one
    /// `WireResponder` sends when it answers straight from the connection's bytes.
    /// - Throws: `APIError` 400 naming the parameter that is missing or wrong, and why.
    func reverse(uri: URI, headers: HTTPFields) throws(APIError) -> PreparedResponse {
        try queryAnswer(uri: uri, headers: headers, Self.reverse)
    }

    /// The reverse look-up's JSON body and `Content-Language` from the request's decoded query parameters and its
    /// `Accept-Language` values: everything the route does apart from HTTP caching.
    /// - Throws: `APIError` 400 naming the parameter that is missing or wrong, and why.
    static func reverse(_ parameters: FlatDictionary<Substring, Substring>, acceptLanguage: String,
                        format: AnswerFormat = .json, served: ServedCatalog, configuration: ServerConfiguration)
        throws(APIError) -> (body: [UInt8], contentLanguage: String)
    {
        let coordinate = Coordinate(latitude: try degrees(parameters, "lat", within: 90),
                                    longitude: try degrees(parameters, "lon", within: 180))
        let limit = try limit(parameters, fallback: 1, maximum: configuration.maxLimit)
        let radius = try radius(parameters)
        let filter = try Self.filter(parameters, served: served)
        let reader = try ReaderLanguages(lang: parameters["lang"], acceptLanguage: acceptLanguage)
        let neighbors = served.nearest(to: coordinate, limit: limit, within: radius, filter: filter)
        var json = JSONWriter()
        json.answer(format) { object in
            object.key("coordinate")
            object.coordinate(coordinate)
            object.field("chain", reader.rawValues)
            object.list(format, "results") { array in
                for neighbor in neighbors {
                    let shown = served.places.shown(neighbor.position, chain: reader.chain)
                    array.place(format, id: shown.id, coordinate: shown.coordinate) { item in
                        let areas = served.areas(region: shown.region, country: shown.country, chain: reader.chain)
                        item.placeFields(shown, label: served.label(of: shown, areas: areas, chain: reader.chain))
                        item.field("distance", Int(neighbor.distance.rounded()))
                        if let position = shown.coordinate {
                            item.key("coordinate")
                            item.coordinate(position)
                        }
                        if let population = shown.population { item.field("population", population) }
                        item.timeZone(shown.timeZone)
                        if let region = shown.region { item.field("region", region) }
                        item.context(id: shown.id, areas: areas, country: shown.country)
                    }
                }
            }
        }
        return (json.bytes, reader.wanted.bcp47)
    }

    /// The decimal degrees of parameter `name`, from `-limit` to `limit`.
    private static func degrees(_ parameters: FlatDictionary<Substring, Substring>, _ name: String,
                                within limit: Double) throws(APIError) -> Double {
        guard let text = parameters[Substring(name)] else {
            throw APIError.badRequest("missing_coordinate", "give the position as lat= and lon= in decimal degrees, "
                                      + "for example lat=13.7563&lon=100.5018; \(name) is missing")
        }
        guard let value = DecimalNumber.parse(text) else {
            throw APIError.badRequest("bad_coordinate", "\(name) must be a decimal number of degrees from "
                                      + "-\(Int(limit)) to \(Int(limit)), not '\(text.prefix(40))'")
        }
        guard abs(value) <= limit else {
            throw APIError.badRequest("bad_coordinate", "\(name) must be from -\(Int(limit)) to \(Int(limit)) "
                                      + "degrees; \(text.prefix(40)) is out of range")
        }
        return value
    }

    /// The `radius` parameter: the farthest answer in metres, a positive number; nil when absent (no limit).
    private static func radius(_ parameters: FlatDictionary<Substring, Substring>) throws(APIError) -> Double? {
        guard let text = parameters["radius"] else { return nil }
        guard let value = DecimalNumber.parse(text), value > 0 else {
            throw APIError.badRequest("bad_radius", "radius must be a distance in metres greater than 0, "
                                      + "for example radius=5000, not '\(text.prefix(40))'")
        }
        return value
    }
}

extension JSONWriter {
    /// `{"latitude": …, "longitude": …}`, as catalogs write a coordinate.
    mutating func coordinate(_ coordinate: Coordinate) {
        object { json in
            json.key("latitude")
            json.double(coordinate.latitude)
            json.key("longitude")
            json.double(coordinate.longitude)
        }
    }
}
