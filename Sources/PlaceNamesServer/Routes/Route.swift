import Hummingbird

/// One endpoint of the API: a path pattern as Hummingbird's router reads it, the method it answers, its handler,
/// and whether `WireResponder` answers it too.
struct Route: Sendable {
    /// The pattern as registered: literal segments, `*` or `{name}` for any one segment, `**` for one or more. The
    /// router's metrics label requests with it.
    let pattern: String
    let method: HTTPRequest.Method
    /// How `WireResponder` answers it from the connection's bytes (`GET` only); `nil`: the router alone does.
    let wire: WireAnswer?
    let respond: @Sendable (API, Request, BasicRequestContext) async throws -> Response

    init(path pattern: String, method: HTTPRequest.Method, wire: WireAnswer? = nil,
         respond: @escaping @Sendable (API, Request, BasicRequestContext) async throws -> Response) {
        self.pattern = pattern
        self.method = method
        self.wire = wire
        self.respond = respond
    }

    var path: RouterPath { RouterPath(pattern) }
}
