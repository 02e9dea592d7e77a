import Hummingbird

/// Turns every error a route or Hummingbird throws into the JSON error shape, so no client ever sees an empty
/// body or a 500 for bad input.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as HTTPError {
            throw APIError(error.status, code: Self.code(for: error.status), message: error.body ?? Self.message(for: error.status, request: request))
        } catch {
            context.logger.error("unexpected error", metadata: ["error": "\(error)", "uri": "\(request.uri)"])
            throw APIError(.internalServerError, code: "internal", message: "the server failed to answer this request")
        }
    }

    static func code(for status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "not_found"
        case .methodNotAllowed: "method_not_allowed"
        case .contentTooLarge: "body_too_large"
        case .unauthorized: "unauthorized"
        default: status.reasonPhrase.lowercased().replacingOccurrences(of: " ", with: "_")
        }
    }

    static func message(for status: HTTPResponse.Status, request: Request) -> String {
        switch status {
        case .notFound: "no such endpoint: \(request.method) \(request.uri.path)"
        case .methodNotAllowed: "\(request.method) is not allowed on \(request.uri.path)"
        case .contentTooLarge: "the request body is too large"
        default: status.reasonPhrase
        }
    }
}
