import Hummingbird

/// Rejects requests whose target is too long or whose query is not valid percent-encoded UTF-8, before any route
/// reads them (Hummingbird would otherwise hand routes the undecoded text).
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let maxURILength: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let uri = request.uri.description
        guard uri.utf8.count <= maxURILength else {
            throw APIError(.uriTooLong, code: "uri_too_long",
                           message: "the request target is \(uri.utf8.count) bytes; at most \(maxURILength) are accepted")
        }
        if let query = request.uri.query, !Self.isValidPercentEncoding(query) {
            throw APIError.badRequest("bad_percent_encoding",
                                      "the query string is not valid percent-encoded UTF-8: escape '%' as %25")
        }
        return try await next(request, context)
    }

    /// Whether every `%` is followed by two hex digits and the decoded bytes are UTF-8.
    static func isValidPercentEncoding(_ text: String) -> Bool {
        PercentDecoding.decode(text) != nil
    }
}
