import Hummingbird

/// A complete answer computed synchronously: the router sends it as a Hummingbird `Response`, and
/// `WireResponder` writes it straight to the connection.
struct PreparedResponse: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    /// `nil` for answers without a body (`304 Not Modified`).
    var body: ByteBuffer?

    init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The JSON error shape for `error`, as every error answer carries it.
    init(_ error: APIError) {
        var headers = error.headers
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        if error.status == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
        self.init(status: error.status, headers: headers, body: ByteBuffer(bytes: error.jsonBody))
    }

    /// A JSON answer that no cache may keep (health, readiness, admin).
    static func uncached(_ status: HTTPResponse.Status, _ body: [UInt8]) -> PreparedResponse {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return PreparedResponse(status: status, headers: headers, body: ByteBuffer(bytes: body))
    }

    /// The `304 Not Modified` answer to a request whose `If-None-Match` names this answer's `ETag`: the same
    /// headers but the body's type, and no body.
    func notModified() -> PreparedResponse {
        var headers = headers
        headers[.contentType] = nil
        return PreparedResponse(status: .notModified, headers: headers)
    }

    var response: Response {
        Response(status: status, headers: headers, body: body.map { .init(byteBuffer: $0) } ?? .init())
    }
}
