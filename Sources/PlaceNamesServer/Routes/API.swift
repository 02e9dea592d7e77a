import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

/// The PlaceNames HTTP API: the routes and what they share.
struct API: Sendable {
    let store: CatalogStore
    let configuration: ServerConfiguration
    var cache: CachedResponse { CachedResponse(maxAge: configuration.cacheMaxAge) }

    /// Registers every route of `API.routes` on `router`.
    func register(on router: Router<BasicRequestContext>) {
        for route in Self.routes {
            router.on(route.path, method: route.method) { request, context in
                try await route.respond(self, request, context)
            }
        }
    }

    /// `GET /healthz`: the process answers.
    static let health = PreparedResponse.uncached(.ok, Array(#"{"status":"ok"}"#.utf8))

    /// A small uncached JSON answer (health, admin).
    static func plain(_ status: HTTPResponse.Status, _ fields: KeyValuePairs<String, String>) -> Response {
        var json = JSONWriter()
        json.object { object in
            for (key, value) in fields { object.key(text: key); object.string(value) }
        }
        return uncached(status, json.bytes)
    }

    static func uncached(_ status: HTTPResponse.Status, _ body: [UInt8]) -> Response {
        PreparedResponse.uncached(status, body).response
    }

    /// The answer of a route whose body follows from the query parameters, `Accept-Language` and `Accept` alone
    /// (search, reverse look-ups): `body` makes the JSON or GeoJSON and `Content-Language`, on the catalog served
    /// now; then the `ETag`, `Cache-Control` and `304` of `cache`.
    func queryAnswer(
        uri: URI, headers: HTTPFields,
        _ body: (FlatDictionary<Substring, Substring>, String, AnswerFormat, ServedCatalog, ServerConfiguration)
            throws(APIError) -> (body: [UInt8], contentLanguage: String)
    ) throws(APIError) -> PreparedResponse {
        let served = store.served
        // Parsed once: Hummingbird parses the query string anew each time it is asked.
        let parameters = uri.queryParameters
        let format = try AnswerFormat(format: parameters[values: "format"], accept: headers[values: .accept])
        let answer = try body(parameters, headers[values: .acceptLanguage].joined(separator: ","), format,
                              served, configuration)
        return cache.prepare(answer.body, requestHeaders: headers, fingerprint: served.fingerprint,
                             contentLanguage: answer.contentLanguage, format: format)
    }

    /// An integer query parameter between 1 and `maximum`, or `fallback` when absent.
    static func limit(_ request: Request, fallback: Int, maximum: Int) throws(APIError) -> Int {
        try limit(request.uri.queryParameters, fallback: fallback, maximum: maximum)
    }

    static func limit(_ parameters: FlatDictionary<Substring, Substring>, fallback: Int, maximum: Int) throws(APIError) -> Int {
        guard let text = parameters["limit"] else { return fallback }
        guard let value = Int(text), (1...maximum).contains(value) else {
            throw APIError.badRequest("bad_limit", "limit must be a whole number from 1 to \(maximum), not '\(text)'")
        }
        return value
    }
}
