import Hummingbird

/// A client error answered as `{"error": {"code", "message"}}` with a 4xx status.
public struct APIError: Error, HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    /// A stable, machine-readable code: `unknown_language`, `not_found`, `bad_json`...
    public let code: String
    /// What went wrong and what to send instead, for people.
    public let message: String
    /// Fields the answer carries besides the usual ones, such as `Allow` on a `405`.
    public let headers: HTTPFields

    /// Creates an error answer with a status, a stable code, a message for people and extra header fields.
    public init(_ status: HTTPResponse.Status, code: String, message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        PreparedResponse(self).response
    }

    /// The body every error response carries: `{"error":{"code":"...","message":"..."}}`.
    var jsonBody: [UInt8] {
        var writer = JSONWriter()
        writer.object { json in
            json.key("error")
            json.object { error in
                error.field("code", code)
                error.field("message", message)
            }
        }
        return writer.bytes
    }
}

extension APIError {
    static func notFound(_ what: String) -> APIError {
        APIError(.notFound, code: "not_found", message: what)
    }

    static func badRequest(_ code: String, _ message: String) -> APIError {
        APIError(.badRequest, code: code, message: message)
    }
}
