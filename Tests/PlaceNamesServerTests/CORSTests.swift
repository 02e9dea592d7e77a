import PlaceNamesServer
import Testing

/// CORS (`names serve --cors-origin`) over a real socket, on both paths (`answersOnEventLoop` or not), which must
/// send the same bytes: a preflight `OPTIONS` is answered for an allowed origin, answers to it carry
/// `Access-Control-Allow-Origin`, other origins get no CORS fields, and remembered answers never carry the origin
/// they were first made for.
@Suite struct CORSTests {
    static let app = "https://app.example"
    static let bangkokThai = "/v1/places/tz:Asia%2FBangkok?lang=th"
    static let close = "GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n"

    static func get(_ target: String, _ fields: String...) -> String {
        "GET \(target) HTTP/1.1\r\n" + fields.map { $0 + "\r\n" }.joined() + "\r\n"
    }

    static func preflight(_ target: String, origin: String, method: String) -> String {
        "OPTIONS \(target) HTTP/1.1\r\nOrigin: \(origin)\r\nAccess-Control-Request-Method: \(method)\r\n"
            + "Access-Control-Request-Headers: content-type\r\n\r\n"
    }

    /// The answers to `requests` (then a request that closes) from a server with `origins`, the same from both
    /// paths but for `Date`.
    static func answers(_ requests: String, origins: [String]) async throws -> [RawResponse] {
        var both: [[RawResponse]] = []
        for answersOnEventLoop in [false, true] {
            var configuration = ServerConfiguration(answersOnEventLoop: answersOnEventLoop)
            configuration.corsOrigins = origins
            let received = try await withServer(configuration: configuration, .live) { client in
                let port = try #require(client.port)
                return try await RawHTTPConnection.exchange(port: port, writes: [Array((requests + close).utf8)],
                                                            timeout: .seconds(60))
            }
            both.append(RawResponse.split(received))
        }
        #expect(both[0].map(\.description) == both[1].map(\.description))
        return both[1]
    }

    /// Every `Name: value` line of the head whose name starts with `prefix` or is `Vary`, in order.
    static func corsFields(_ response: RawResponse) -> [String] {
        let head = String(decoding: response.bytes, as: UTF8.self).split(separator: "\r\n\r\n", maxSplits: 1)[0]
        return head.split(separator: "\r\n").dropFirst().map(String.init).filter {
            $0.lowercased().hasPrefix("access-control-") || $0.lowercased().hasPrefix("vary:")
        }
    }

    @Test func aPreflightFromAnAllowedOriginIsAnswered() async throws {
        let answers = try await Self.answers(
            Self.preflight("/v1/lookup", origin: Self.app, method: "POST")
                + Self.preflight(Self.bangkokThai, origin: Self.app, method: "GET"),
            origins: [Self.app, "http://localhost:3000"])
        #expect(answers.map(\.status) == [204, 204, 200])
        #expect(Self.corsFields(answers[0]) == [
            "Vary: Origin",
            "Access-Control-Allow-Origin: https://app.example",
            "Access-Control-Allow-Methods: POST, OPTIONS",
            "Access-Control-Allow-Headers: Accept, Accept-Language, Content-Type, If-None-Match",
            "Access-Control-Max-Age: 3600",
        ])
        #expect(answers[0].header("Allow") == "POST, OPTIONS")
        #expect(answers[1].header("Access-Control-Allow-Methods") == "GET, HEAD, OPTIONS")
    }

    @Test func aPreflightFromAnotherOriginGetsNoCORSFields() async throws {
        let answers = try await Self.answers(Self.preflight("/v1/lookup", origin: "https://evil.example",
                                                            method: "POST"),
                                             origins: [Self.app])
        #expect(answers.map(\.status) == [204, 200])
        #expect(Self.corsFields(answers[0]) == ["Vary: Origin"])
        #expect(answers[0].header("Allow") == "POST, OPTIONS")
    }

    /// The same look-up from an allowed origin, another origin, no origin, then a second allowed origin (the
    /// later ones answered from the remembered answer, which must not carry the first's origin), then
    /// `/healthz` and a `304`.
    @Test func lookUpsCarryTheAllowedOriginOnly() async throws {
        let answers = try await Self.answers(
            Self.get(Self.bangkokThai, "Origin: \(Self.app)")
                + Self.get(Self.bangkokThai, "Origin: https://evil.example")
                + Self.get(Self.bangkokThai)
                + Self.get(Self.bangkokThai, "Origin: http://localhost:3000")
                + Self.get("/healthz", "Origin: \(Self.app)")
                + Self.get(Self.bangkokThai, "Origin: \(Self.app)", "If-None-Match: *"),
            origins: [Self.app, "http://localhost:3000"])
        #expect(answers.map(\.status) == [200, 200, 200, 200, 200, 304, 200])
        #expect(Self.corsFields(answers[0]) == [
            "Vary: Accept-Language, Accept, Origin",
            "Access-Control-Allow-Origin: https://app.example",
            "Access-Control-Expose-Headers: ETag, Content-Language, Allow",
        ])
        #expect(Self.corsFields(answers[1]) == ["Vary: Accept-Language, Accept, Origin"])
        #expect(Self.corsFields(answers[2]) == ["Vary: Accept-Language, Accept, Origin"])
        #expect(Self.corsFields(answers[3]) == [
            "Vary: Accept-Language, Accept, Origin",
            "Access-Control-Allow-Origin: http://localhost:3000",
            "Access-Control-Expose-Headers: ETag, Content-Language, Allow",
        ])
        #expect(Self.corsFields(answers[4]) == [
            "Vary: Origin",
            "Access-Control-Allow-Origin: https://app.example",
            "Access-Control-Expose-Headers: ETag, Content-Language, Allow",
        ])
        #expect(Self.corsFields(answers[5]) == [
            "Vary: Accept-Language, Accept, Origin",
            "Access-Control-Allow-Origin: https://app.example",
            "Access-Control-Expose-Headers: ETag, Content-Language, Allow",
        ])
        // The bodies and ETags are those of the same look-up without CORS.
        #expect(Set(answers[0..<4].map { $0.header("ETag") }).count == 1)
    }

    /// Searches, POST, 304 and errors go through the router: a script must read them too.
    @Test func routerAnswersAndErrorsCarryTheAllowedOrigin() async throws {
        let body = #"{"ids": ["tz:Asia/Bangkok"]}"#
        let answers = try await Self.answers(
            Self.get("/v1/search?q=bangk", "Origin: \(Self.app)")
                + "POST /v1/lookup HTTP/1.1\r\nOrigin: \(Self.app)\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
                + Self.get("/v1/places/nowhere:1", "Origin: \(Self.app)")
                + "DELETE \(Self.bangkokThai) HTTP/1.1\r\nOrigin: \(Self.app)\r\n\r\n"
                + "HEAD \(Self.bangkokThai) HTTP/1.1\r\nOrigin: \(Self.app)\r\n\r\n",
            origins: [Self.app])
        #expect(answers.map(\.status) == [200, 200, 404, 405, 200, 200])
        for answer in answers.dropLast() {
            #expect(answer.header("Access-Control-Allow-Origin") == Self.app, "\(answer)")
            #expect(answer.header("Access-Control-Expose-Headers") == "ETag, Content-Language, Allow", "\(answer)")
        }
    }

    /// Browsers send one `Origin`; a request with two is not from one and is allowed neither.
    @Test func twoOriginFieldsGetNoCORSFields() async throws {
        let answers = try await Self.answers(
            Self.get(Self.bangkokThai, "Origin: \(Self.app)", "Origin: \(Self.app)")
                + Self.get("/v1/search?q=bangk", "Origin: \(Self.app)", "Origin: https://evil.example"),
            origins: [Self.app])
        #expect(answers.map(\.status) == [200, 200, 200])
        #expect(Self.corsFields(answers[0]) == ["Vary: Accept-Language, Accept, Origin"])
        #expect(Self.corsFields(answers[1]) == ["Vary: Accept-Language, Accept, Origin"])
    }

    @Test func aStarAllowsEveryOriginWithoutVary() async throws {
        let answers = try await Self.answers(
            Self.get(Self.bangkokThai, "Origin: https://any.example") + Self.get(Self.bangkokThai)
                + Self.preflight("/v1/lookup", origin: "https://any.example", method: "POST"),
            origins: ["*"])
        #expect(answers.map(\.status) == [200, 200, 204, 200])
        let lookup = [
            "Vary: Accept-Language, Accept",
            "Access-Control-Allow-Origin: *",
            "Access-Control-Expose-Headers: ETag, Content-Language, Allow",
        ]
        #expect(Self.corsFields(answers[0]) == lookup)
        #expect(Self.corsFields(answers[1]) == lookup)
        #expect(Self.corsFields(answers[2]) == [
            "Access-Control-Allow-Origin: *",
            "Access-Control-Allow-Methods: POST, OPTIONS",
            "Access-Control-Allow-Headers: Accept, Accept-Language, Content-Type, If-None-Match",
            "Access-Control-Max-Age: 3600",
        ])
    }

    @Test func withoutCORSOriginsThereAreNoCORSFields() async throws {
        let answers = try await Self.answers(
            Self.get(Self.bangkokThai, "Origin: \(Self.app)") + Self.preflight("/v1/lookup", origin: Self.app,
                                                                                 method: "POST"),
            origins: [])
        #expect(answers.map(\.status) == [200, 204, 200])
        #expect(Self.corsFields(answers[0]) == ["Vary: Accept-Language, Accept"])
        #expect(Self.corsFields(answers[1]) == [])
    }

    @Test(arguments: [
        ("https://app.example", "https://app.example"),
        ("HTTPS://App.Example:8443", "https://app.example:8443"),
        ("http://[::1]:3000", "http://[::1]:3000"),
        ("*", "*"),
    ])
    func anOriginIsReadAsBrowsersSendIt(_ text: String, _ origin: String) throws {
        #expect(try CORSPolicy.origin(parsing: text) == origin)
    }

    @Test(arguments: ["https://app.example/", "app.example", "https://", "https://app.example/path", "null", ""])
    func aValueThatIsNotAnOriginIsRefused(_ text: String) {
        #expect(throws: CORSPolicy.BadOrigin.self) { try CORSPolicy.origin(parsing: text) }
    }

    @Test func theRefusalSaysHowToSpellAnOrigin() {
        #expect {
            try CORSPolicy.origin(parsing: "https://app.example/")
        } throws: { error in
            "\(error)" == "'https://app.example/' is not an origin: give scheme://host[:port] with no path, as "
                + "browsers send it in Origin (https://example.com, http://localhost:3000), or * for every origin"
        }
    }
}
