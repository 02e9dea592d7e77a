import HummingbirdCore

/// What every request target must satisfy before a route reads it: a bounded length and a query that is valid
/// percent-encoded UTF-8. Checked by `RequestGuardMiddleware` and by `WireResponder`.
enum RequestGuard {
    /// Throws the 414 or 400 a request target earns, if any.
    static func check(_ uri: URI, maxURILength: Int) throws(APIError) {
        let length = uri.description.utf8.count
        guard length <= maxURILength else {
            throw APIError(.uriTooLong, code: "uri_too_long",
                           message: "the request target is \(length) bytes; at most \(maxURILength) are accepted")
        }
        if let query = uri.query, !isValidPercentEncoding(query) {
            throw APIError.badRequest("bad_percent_encoding",
                                      "the query string is not valid percent-encoded UTF-8: escape '%' as %25")
        }
    }

    /// Whether every `%` is followed by two hex digits and the decoded bytes are UTF-8.
    static func isValidPercentEncoding(_ text: String) -> Bool {
        PercentDecoding.decode(text) != nil
    }
}
