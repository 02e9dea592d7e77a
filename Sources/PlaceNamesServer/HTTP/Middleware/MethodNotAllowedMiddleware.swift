import Hummingbird

/// Answers a request the router matched to no route but whose path is an endpoint's: `OPTIONS` with `204` and
/// `Allow`, any other method with `405 Method Not Allowed` and `Allow` (RFC 9110 §15.5.6), instead of a `404`
/// that would say the endpoint does not exist.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowed: AllowedMethods

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        // The router names the route before it runs a matched one; only the not-found chain comes here without.
        guard context.endpointPath == nil, let endpoint = allowed.endpoint(for: request.uri.path) else {
            return try await next(request, context)
        }
        // Counted in /metrics under the endpoint's pattern, as its other answers are.
        context.coreContext.endpointPath.value = endpoint.path.description
        let methods = endpoint.methods
        let allow = AllowedMethods.allowValue(methods)
        if request.method == .options {
            var response = Response(status: .noContent, headers: [.allow: allow])
            // A 204 carries no Content-Length (RFC 9110 §8.6); `Response` adds `0` for an empty body.
            response.headers[.contentLength] = nil
            return response
        }
        throw APIError(.methodNotAllowed, code: "method_not_allowed",
                       message: "\(request.method) is not allowed on \(request.uri.path); use "
                       + methods.map(\.rawValue).joined(separator: " or "),
                       headers: [.allow: allow])
    }
}
