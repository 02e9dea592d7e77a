import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

extension API {
    /// `GET /v1/search?q=…&lang=…&limit=…&kind=…&country=…&region=…&bbox=…&near=…&nearScale=…`: autocomplete over
    /// every name in every language and script, filtered (`SearchFilter`) and biased towards a position
    /// (`LocationBias`) when asked.
    func search(_ request: Request) throws -> Response {
        try search(uri: request.uri, headers: request.headers).response
    }

    /// The search's whole answer to a request for `uri` with `headers`: the route's, and the one `WireResponder`
    /// sends when it answers a search straight from the connection's bytes.
    /// - Throws: `APIError` 400 for a missing or too long query, a bad limit, filter or position, or an unknown
    ///   language.
    func search(uri: URI, headers: HTTPFields) throws(APIError) -> PreparedResponse {
        try queryAnswer(uri: uri, headers: headers, Self.search)
    }

    /// The search's JSON body and `Content-Language` from the request's decoded query parameters and its
    /// `Accept-Language` values: everything the route does apart from HTTP caching.
    /// - Throws: `APIError` 400 for a missing or too long query, a bad limit or an unknown language.
    static func search(_ parameters: FlatDictionary<Substring, Substring>, acceptLanguage: String,
                       format: AnswerFormat = .json, served: ServedCatalog, configuration: ServerConfiguration)
        throws(APIError) -> (body: [UInt8], contentLanguage: String)
    {
        // Both limits count Unicode scalars, as JSON Schema's `minLength`, `maxLength` and `pattern` do, so the
        // OpenAPI document can say exactly which queries are taken (a space followed by a combining mark is one
        // whitespace `Character`, yet a query).
        guard let query = parameters["q"].map(String.init),
              !query.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
            throw APIError.badRequest("missing_query", "give the text to search for as q=, for example q=bangk")
        }
        let length = query.unicodeScalars.count
        guard length <= configuration.maxQueryLength else {
            throw APIError.badRequest("query_too_long", "the query has \(length) characters; at most "
                                      + "\(configuration.maxQueryLength) are searched")
        }
        let limit = try Self.limit(parameters, fallback: 10, maximum: configuration.maxLimit)
        let filter = try Self.filter(parameters, served: served)
        let bias = try Self.bias(parameters)
        let reader = try ReaderLanguages(lang: parameters["lang"], acceptLanguage: acceptLanguage)
        let results = served.search.search(query, places: served.places, chain: reader.chain, limit: limit,
                                           filter: filter, bias: bias)
        var json = JSONWriter()
        json.answer(format) { object in
            object.field("query", query)
            object.field("chain", reader.rawValues)
            object.list(format, "results") { array in
                for hit in results {
                    array.place(format, id: hit.shown.id, coordinate: hit.shown.coordinate) { item in
                        let areas = served.areas(region: hit.shown.region, country: hit.shown.country,
                                                 chain: reader.chain)
                        item.placeFields(hit.shown, label: served.label(of: hit.shown, areas: areas,
                                                                        chain: reader.chain))
                        if let population = hit.shown.population { item.field("population", population) }
                        item.timeZone(hit.shown.timeZone)
                        if let region = hit.shown.region { item.field("region", region) }
                        if let position = hit.shown.coordinate {
                            item.key("coordinate")
                            item.coordinate(position)
                        }
                        item.context(id: hit.shown.id, areas: areas, country: hit.shown.country)
                        item.key("match")
                        item.object { match in
                            match.field("kind", hit.isTypo ? "typo" : hit.kind.description)
                            match.field("form", hit.form.description)
                            match.field("text", hit.text)
                            if let language = hit.language { match.field("language", language.rawValue) }
                            match.field("transliterated", !hit.isDirect)
                        }
                    }
                }
            }
        }
        return (json.bytes, reader.wanted.bcp47)
    }
}
