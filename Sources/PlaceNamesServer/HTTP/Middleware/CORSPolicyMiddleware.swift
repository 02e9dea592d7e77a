import Hummingbird

/// Adds the CORS fields of `policy` to every answer of the router, errors included (a script must be able to read
/// why it failed), and turns the `204` that `OPTIONS` gets into the answer to a CORS preflight.
struct CORSPolicyMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: CORSPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        let preflight = request.method == .options && request.headers[.accessControlRequestMethod] != nil
            && response.status == .noContent
        let fields = policy.apply(to: &response.headers, origin: request.headers[values: .origin],
                                  preflight: preflight)
        response.headers.append(contentsOf: fields)
        return response
    }
}
