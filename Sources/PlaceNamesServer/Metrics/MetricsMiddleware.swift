import Hummingbird

/// Counts and times every request by its route pattern (`/v1/places/**`), never by its raw path, so the number
/// of series stays bounded whatever clients send.
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            record(context: context, status: response.status.code, since: start)
            return response
        } catch let error as HTTPResponseError {
            record(context: context, status: error.status.code, since: start)
            throw error
        } catch {
            record(context: context, status: 500, since: start)
            throw error
        }
    }

    private func record(context: Context, status: Int, since start: ContinuousClock.Instant) {
        metrics.recordRequest(route: context.endpointPath ?? "unmatched", status: status, since: start)
    }
}
