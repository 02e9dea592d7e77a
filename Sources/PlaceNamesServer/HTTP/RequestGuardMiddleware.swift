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
        var decoded: [UInt8] = []
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = bytes.next().flatMap(hexValue), let low = bytes.next().flatMap(hexValue) else {
                    return false
                }
                decoded.append(high << 4 | low)
            } else {
                decoded.append(byte)
            }
        }
        return String(validating: decoded, as: UTF8.self) != nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
