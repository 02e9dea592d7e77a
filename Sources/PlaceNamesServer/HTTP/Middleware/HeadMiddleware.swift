import Hummingbird

/// Gives every answer to `HEAD` the status and headers, `Content-Length` included, of the same request as `GET`
/// and no body (RFC 9110 §9.3.2), errors too: SwiftNIO drops such a body on the wire, but in-process callers
/// would see it.
struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard request.method == .head else { return try await next(request, context) }
        do {
            return try await next(request, context).createHeadResponse()
        } catch let error as HTTPResponseError {
            return try error.response(from: request, context: context).createHeadResponse()
        }
    }
}
