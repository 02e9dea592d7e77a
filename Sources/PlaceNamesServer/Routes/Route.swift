import Hummingbird

/// One endpoint of the API: a path pattern as Hummingbird's router reads it, the method it answers and its handler.
struct Route: Sendable {
    /// The pattern as registered: literal segments, `*` or `{name}` for any one segment, `**` for one or more.
    let path: RouterPath
    let method: HTTPRequest.Method
    let respond: @Sendable (API, Request, BasicRequestContext) async throws -> Response
}
