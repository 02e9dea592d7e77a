/// How a PlaceNames server listens and what it accepts.
public struct ServerConfiguration: Sendable {
    /// The address to listen on.
    public var host: String
    /// The TCP port to listen on.
    public var port: Int
    /// The bearer token `POST /v1/admin/reload` requires; the endpoint is off when `nil` or empty.
    public var adminToken: String?
    /// `Cache-Control: max-age` of catalog answers, in seconds.
    public var cacheMaxAge: Int
    /// The longest request target accepted; longer ones get 414.
    public var maxURILength: Int
    /// The longest search query accepted, in characters.
    public var maxQueryLength: Int
    /// The largest request body accepted; larger ones get 413.
    public var maxBodyBytes: Int
    /// The most ids one `POST /v1/lookup` may ask for.
    public var maxLookupIDs: Int
    /// The most results one search or listing page may return.
    public var maxLimit: Int
    /// Connections idle for this long are closed, so slow or stalled clients cannot hold them.
    public var idleTimeout: Duration
    /// Whether look-ups, searches and health checks are answered from the connection's bytes (`WireResponder`)
    /// rather than through the router; the answers are the same, only cheaper.
    public var answersOnEventLoop: Bool
    /// The web origins (`https://example.com`, or `*` for all) whose scripts may read the answers (CORS); none
    /// when empty. See `CORSPolicy.origin(parsing:)` for how to spell one.
    public var corsOrigins: [String] = []
    /// How long graceful shutdown (SIGTERM, SIGINT) waits for requests in flight before it closes their connections:
    /// without a bound, a client that announced a body and stopped sending it held the exit for the idle time-out.
    public var shutdownGrace: Duration = .seconds(1)
    /// How long graceful shutdown leaves open a keep-alive connection idle after an answer of the router while nothing
    /// arrives on it: a request read in that time is answered with `Connection: close` instead of finding the
    /// connection reset (RFC 9112 §9.6). Other connections with no request in progress are closed at once (see
    /// `KeepAliveHandler`). Keep it below `shutdownGrace`, which bounds the whole shutdown; zero closes them all at once.
    public var shutdownQuietPeriod: Duration = .milliseconds(250)

    /// Creates a configuration; the defaults listen on 127.0.0.1:8080.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, adminToken: String? = nil, cacheMaxAge: Int = 300,
        maxURILength: Int = 8192, maxQueryLength: Int = 200, maxBodyBytes: Int = 256 * 1024,
        maxLookupIDs: Int = 1000, maxLimit: Int = 100, idleTimeout: Duration = .seconds(30),
        answersOnEventLoop: Bool = true
    ) {
        self.host = host
        self.port = port
        self.adminToken = adminToken
        self.cacheMaxAge = cacheMaxAge
        self.maxURILength = maxURILength
        self.maxQueryLength = maxQueryLength
        self.maxBodyBytes = maxBodyBytes
        self.maxLookupIDs = maxLookupIDs
        self.maxLimit = maxLimit
        self.idleTimeout = idleTimeout
        self.answersOnEventLoop = answersOnEventLoop
    }

    /// The environment variable `names serve` reads the admin token from.
    public static let adminTokenVariable = "PLACENAMES_ADMIN_TOKEN"
}
