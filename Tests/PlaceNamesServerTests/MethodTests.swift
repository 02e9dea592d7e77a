import Hummingbird
import HummingbirdTesting
import Testing
@testable import PlaceNamesServer

/// A wrong method on a known path is `405` with `Allow` (RFC 9110 §15.5.6), `HEAD` answers every `GET` endpoint
/// without a body (§9.3.2), `OPTIONS` is `204` with `Allow`, and unknown paths stay `404`.
@Suite struct MethodTests {
    static let json = "application/json; charset=utf-8"

    struct WrongMethod: Sendable, CustomTestStringConvertible {
        let method: HTTPRequest.Method
        let uri: String
        let allow: String
        let body: String
        var testDescription: String { "\(method) \(uri)" }
    }

    static let wrongMethods = [
        WrongMethod(method: .delete, uri: "/v1/places/tz:Asia%2FBangkok", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"DELETE is not allowed on /v1/places/tz:Asia%2FBangkok; use GET"}}"#),
        WrongMethod(method: .put, uri: "/v1/places/tz:Asia/Bangkok/names", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"PUT is not allowed on /v1/places/tz:Asia/Bangkok/names; use GET"}}"#),
        WrongMethod(method: .post, uri: "/v1/places?lang=th", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"POST is not allowed on /v1/places; use GET"}}"#),
        WrongMethod(method: .get, uri: "/v1/lookup", allow: "POST, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"GET is not allowed on /v1/lookup; use POST"}}"#),
        WrongMethod(method: .post, uri: "/v1/search?q=bangkok", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"POST is not allowed on /v1/search; use GET"}}"#),
        WrongMethod(method: .patch, uri: "/v1/languages", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"PATCH is not allowed on /v1/languages; use GET"}}"#),
        WrongMethod(method: .get, uri: "/v1/admin/reload", allow: "POST, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"GET is not allowed on /v1/admin/reload; use POST"}}"#),
        WrongMethod(method: .post, uri: "/healthz", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"POST is not allowed on /healthz; use GET"}}"#),
        WrongMethod(method: .delete, uri: "/readyz", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"DELETE is not allowed on /readyz; use GET"}}"#),
        WrongMethod(method: HTTPRequest.Method("PURGE")!, uri: "/metrics", allow: "GET, HEAD, OPTIONS",
                    body: #"{"error":{"code":"method_not_allowed","message":"PURGE is not allowed on /metrics; use GET"}}"#),
    ]

    @Test(arguments: wrongMethods, [TestingSetup.router, .live])
    func aWrongMethodIs405WithAllow(_ wrong: WrongMethod, setup: TestingSetup) async throws {
        try await withServer(configuration: ServerConfiguration(adminToken: "secret"), setup) { client in
            try await client.execute(uri: wrong.uri, method: wrong.method) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == wrong.allow)
                #expect(response.headers[.contentType] == Self.json)
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(response.text == wrong.body)
            }
        }
    }

    /// `HEAD` on a POST-only path is refused like any other method, without a body.
    @Test(arguments: [TestingSetup.router, .live]) func headOnAPostEndpoint(setup: TestingSetup) async throws {
        try await withServer(configuration: ServerConfiguration(), setup) { client in
            try await client.execute(uri: "/v1/lookup", method: .head) { response in
                let body = #"{"error":{"code":"method_not_allowed","message":"HEAD is not allowed on /v1/lookup; use POST"}}"#
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST, OPTIONS")
                #expect(response.headers[.contentLength] == "\(body.utf8.count)")
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    /// Every GET endpoint whose answer does not change from one request to the next.
    static let steadyGets = [
        "/v1/places/tz:Asia%2FBangkok?lang=th", "/v1/places/tz:Asia/Bangkok/names", "/v1/places?lang=ja&limit=2",
        "/v1/search?q=bangk", "/v1/languages", "/healthz", "/readyz",
    ]

    @Test(arguments: steadyGets, [TestingSetup.router, .live])
    func headHasTheHeadersOfGetAndNoBody(uri: String, setup: TestingSetup) async throws {
        try await withServer(configuration: ServerConfiguration(), setup) { client in
            let get = try await client.execute(uri: uri, method: .get) { $0 }
            try await client.execute(uri: uri, method: .head) { head in
                #expect(get.status == .ok)
                #expect(head.status == .ok)
                #expect(get.headers[.contentLength] == "\(get.body.readableBytes)")
                var headHeaders = head.headers, getHeaders = get.headers
                headHeaders[.date] = nil
                getHeaders[.date] = nil
                #expect(headHeaders == getHeaders)
                #expect(head.body.readableBytes == 0)
            }
        }
    }

    @Test(arguments: [TestingSetup.router, .live]) func headOfMetricsAndOfErrors(setup: TestingSetup) async throws {
        try await withServer(configuration: ServerConfiguration(), setup) { client in
            try await client.execute(uri: "/metrics", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
                #expect(response.headers[.contentLength] != nil)
                #expect(response.body.readableBytes == 0)
            }
            let unknownPlace = #"{"error":{"code":"not_found","message":"no place with id 'tz:Mars/Olympus'"}}"#
            let badLanguage = #"{"error":{"code":"unknown_language","message":"unknown language 'thia' — did you mean 'thai'?"}}"#
            let noEndpoint = #"{"error":{"code":"not_found","message":"no such endpoint: HEAD /v2/places"}}"#
            for (uri, status, body) in [("/v1/places/tz:Mars/Olympus", HTTPResponse.Status.notFound, unknownPlace),
                                        ("/v1/search?q=bangkok&lang=thia", .badRequest, badLanguage),
                                        ("/v2/places", .notFound, noEndpoint)] {
                try await client.execute(uri: uri, method: .head) { response in
                    #expect(response.status == status, "\(uri)")
                    #expect(response.headers[.contentType] == Self.json, "\(uri)")
                    #expect(response.headers[.contentLength] == "\(body.utf8.count)", "\(uri)")
                    #expect(response.body.readableBytes == 0, "\(uri)")
                }
            }
        }
    }

    @Test(arguments: [("/v1/places/tz:Asia%2FBangkok", "GET, HEAD, OPTIONS"), ("/v1/places", "GET, HEAD, OPTIONS"),
                      ("/v1/lookup", "POST, OPTIONS"), ("/v1/search", "GET, HEAD, OPTIONS"),
                      ("/v1/admin/reload", "POST, OPTIONS"), ("/metrics", "GET, HEAD, OPTIONS")],
          [TestingSetup.router, .live])
    func optionsIs204WithAllow(_ endpoint: (uri: String, allow: String), setup: TestingSetup) async throws {
        try await withServer(configuration: ServerConfiguration(), setup) { client in
            try await client.execute(uri: endpoint.uri, method: .options) { response in
                #expect(response.status == .noContent)
                #expect(response.headers[.allow] == endpoint.allow)
                #expect(response.headers[.contentType] == nil)
                #expect(response.headers[.contentLength] == nil)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test(arguments: [(HTTPRequest.Method.get, "/v2/places"), (.delete, "/v2/places"), (.options, "/v2/places"),
                      (.post, "/v1/lookup/extra"), (.get, "/v1/searching"), (.options, "*")])
    func unknownPathsStay404(_ request: (method: HTTPRequest.Method, uri: String)) async throws {
        try await withServer { client in
            try await client.execute(uri: request.uri, method: request.method) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.allow] == nil)
                #expect(response.text == #"{"error":{"code":"not_found","message":"no such endpoint: \#(request.method) \#(request.uri)"}}"#)
            }
        }
    }

    @Test func theAdminReloadStillNeedsItsToken() async throws {
        try await withServer(configuration: ServerConfiguration(adminToken: "secret")) { client in
            try await client.execute(uri: "/v1/admin/reload", method: .post) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer")
                #expect(response.text == #"{"error":{"code":"unauthorized","message":"send Authorization: Bearer <token>"}}"#)
            }
            try await client.execute(uri: "/v1/admin/reload", method: .put,
                                     headers: [.authorization: "Bearer secret"]) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST, OPTIONS")
            }
        }
    }

    /// The table `405` and `OPTIONS` are answered from says what the router does: on every route's path, each
    /// method the table lists reaches a route, and each other one is refused with `405`.
    @Test func theTableAndTheRouterAgree() async throws {
        let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options]
        try await withServer(configuration: ServerConfiguration(adminToken: "secret")) { client in
            for route in API.routes {
                let path = route.path.description.replacingOccurrences(of: "**", with: "tz:Asia/Bangkok")
                let listed = try #require(API.allowedMethods.endpoint(for: path)?.methods)
                let allow = AllowedMethods.allowValue(listed)
                for method in methods {
                    try await client.execute(uri: path, method: method) { response in
                        if method == .options {
                            #expect(response.status == .noContent, "\(method) \(path)")
                        } else if allow.split(separator: ", ").contains(Substring(method.rawValue)) {
                            #expect(response.status != .methodNotAllowed, "\(method) \(path)")
                            #expect(!response.text.contains("no such endpoint"), "\(method) \(path)")
                        } else {
                            #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                        }
                    }
                }
            }
        }
    }

    /// `/metrics` counts `HEAD`, `OPTIONS` and `405` answers under the endpoint's pattern, like its other answers.
    @Test func metricsCountTheseAnswersByRoute() async throws {
        try await withServer { client in
            _ = try await client.execute(uri: "/v1/search?q=bangk", method: .head) { $0 }
            _ = try await client.execute(uri: "/v1/search?q=bangk", method: .delete) { $0 }
            _ = try await client.execute(uri: "/v1/search", method: .options) { $0 }
            _ = try await client.execute(uri: "/v1/lookup", method: .get) { $0 }
            try await client.execute(uri: "/metrics", method: .get) { response in
                let counts = response.text.split(separator: "\n")
                    .filter { $0.hasPrefix("placenames_http_requests_total") }.sorted()
                #expect(counts == [
                    #"placenames_http_requests_total{route="/v1/lookup",status="405"} 1"#,
                    #"placenames_http_requests_total{route="/v1/search",status="200"} 1"#,
                    #"placenames_http_requests_total{route="/v1/search",status="204"} 1"#,
                    #"placenames_http_requests_total{route="/v1/search",status="405"} 1"#,
                ])
            }
        }
    }
}
