import Hummingbird
import HummingbirdCore

/// Rejects requests whose target is too long or whose query is not valid percent-encoded UTF-8, before any route
/// reads them (Hummingbird would otherwise hand routes the undecoded text).
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let maxURILength: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        try RequestGuard.check(request.uri, maxURILength: maxURILength)
        return try await next(request, context)
    }
}
