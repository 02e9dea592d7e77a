import Hummingbird
import HummingbirdCore

/// Rejects requests whose target is too long or whose query is not valid percent-encoded UTF-8, before any route
/// reads them (Hummingbird would otherwise hand routes the undecoded text).
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let maxURILength: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        try Self.check(request.uri, maxURILength: maxURILength)
        return try await next(request, context)
    }

    /// Throws the error a request for `uri` gets before reaching any route.
    static func check(_ uri: URI, maxURILength: Int) throws(APIError) {
        let target = uri.description
        guard target.utf8.count <= maxURILength else {
            throw APIError(.uriTooLong, code: "uri_too_long",
                           message: "the request target is \(target.utf8.count) bytes; at most \(maxURILength) are accepted")
        }
        if let query = uri.query, !Self.isValidPercentEncoding(query) {
            throw APIError.badRequest("bad_percent_encoding",
                                      "the query string is not valid percent-encoded UTF-8: escape '%' as %25")
        }
    }

    /// Whether every `%` is followed by two hex digits and the decoded bytes are UTF-8.
    static func isValidPercentEncoding(_ text: String) -> Bool {
        PercentDecoding.decode(text) != nil
    }
}
