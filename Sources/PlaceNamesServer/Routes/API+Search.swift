import Hummingbird
import PlaceNames

extension API {
    /// `GET /v1/search?q=…&lang=…&limit=…`: autocomplete over every name in every language and script.
    func search(_ request: Request) throws -> Response {
        guard let query = request.uri.queryParameters["q"].map(String.init),
              !query.allSatisfy(\.isWhitespace) else {
            throw APIError.badRequest("missing_query", "give the text to search for as q=, for example q=bangk")
        }
        guard query.count <= configuration.maxQueryLength else {
            throw APIError.badRequest("query_too_long", "the query has \(query.count) characters; at most "
                                      + "\(configuration.maxQueryLength) are searched")
        }
        let limit = try Self.limit(request, fallback: 10, maximum: configuration.maxLimit)
        let reader = try ReaderLanguages(request: request)
        let served = store.served
        let results = served.search.ranked(served.search.matches(for: query, chain: reader.chain, enough: limit), places: served.places,
                                           chain: reader.chain, limit: limit)
        var json = JSONWriter()
        json.object { object in
            object.field("query", query)
            object.field("chain", reader.rawValues)
            object.key("results")
            object.array { array in
                for hit in results {
                    let place = served.places[hit.place]
                    let resolved = place.name(in: reader.chain)
                    array.object { item in
                        item.field("id", place.id)
                        item.field("kind", place.kind.rawValue)
                        if let country = place.country { item.field("country", country) }
                        if let resolved {
                            item.field("name", resolved.name.preferred)
                            item.field("language", resolved.language.rawValue)
                            item.field("fallback", resolved.isFallback)
                        }
                        item.key("match")
                        item.object { match in
                            match.field("kind", hit.kind.description)
                            match.field("text", hit.text)
                            match.field("language", hit.language.rawValue)
                        }
                    }
                }
            }
        }
        return cache.make(json.bytes, for: request, fingerprint: served.fingerprint,
                          contentLanguage: reader.wanted.bcp47)
    }
}
