import Hummingbird
import HummingbirdTesting
import PlaceNamesServer
import Testing

/// Whatever bytes a client sends, it must receive the same bytes from a server that answers look-ups straight from
/// the wire (`answersOnEventLoop: true`) as from one that sends everything through SwiftNIO's parser and the router
/// (`false`), but for the `Date` header: the wire path may only be faster, never different. Each stream goes to a
/// fresh pair of servers over real sockets, twice (the second time, look-ups come from the remembered answers), and
/// is read until the server closes the connection.
@Suite struct WireEquivalenceTests {
    @Test(arguments: WireStream.all)
    func theWirePathSendsTheRoutersBytes(_ stream: WireStream) async throws {
        let routed = try await Self.responses(to: stream, answersOnEventLoop: false)
        let wire = try await Self.responses(to: stream, answersOnEventLoop: true)
        for round in 0..<2 {
            #expect(routed[round].map(\.status) == stream.statuses,
                    "\(stream.name), round \(round + 1): statuses through the router")
            if let difference = Self.difference(routed[round], wire[round]) {
                Issue.record("\(stream.name), round \(round + 1): \(difference)")
            }
        }
    }

    /// `/metrics` counts the requests the wire path answers as the router counts them: by route pattern and status.
    @Test func theWirePathCountsRequestsAsTheRouterDoes() async throws {
        let stream = WireStream.eventLoopRequests.joined() + WireStream.search
            + WireStream.get("/metrics", "Connection: close")
        var counts: [[String]] = []
        for answersOnEventLoop in [false, true] {
            let configuration = ServerConfiguration(answersOnEventLoop: answersOnEventLoop)
            counts.append(try await withServer(configuration: configuration, .live) { client in
                let port = try #require(client.port)
                let received = try await RawHTTPConnection.exchange(port: port, writes: [Array(stream.utf8)])
                let metrics = try #require(RawResponse.split(received).last)
                // Counts only: bucket and sum lines hold durations.
                return String(decoding: metrics.bytes, as: UTF8.self).split(separator: "\n")
                    .filter { line in
                        ["placenames_http_requests_total", "placenames_http_request_duration_seconds_count"]
                            .contains { line.hasPrefix($0) }
                    }
                    .map(String.init).sorted()
            })
        }
        #expect(counts[0] == [
            #"placenames_http_request_duration_seconds_count{route="/healthz"} 1"#,
            #"placenames_http_request_duration_seconds_count{route="/v1/places"} 1"#,
            #"placenames_http_request_duration_seconds_count{route="/v1/places/**"} 17"#,
            #"placenames_http_request_duration_seconds_count{route="/v1/search"} 1"#,
            #"placenames_http_requests_total{route="/healthz",status="200"} 1"#,
            #"placenames_http_requests_total{route="/v1/places",status="200"} 1"#,
            #"placenames_http_requests_total{route="/v1/places/**",status="200"} 11"#,
            #"placenames_http_requests_total{route="/v1/places/**",status="304"} 1"#,
            #"placenames_http_requests_total{route="/v1/places/**",status="400"} 3"#,
            #"placenames_http_requests_total{route="/v1/places/**",status="404"} 1"#,
            #"placenames_http_requests_total{route="/v1/places/**",status="414"} 1"#,
            #"placenames_http_requests_total{route="/v1/search",status="200"} 1"#,
        ])
        #expect(counts[1] == counts[0])
    }

    /// The responses to `stream`, sent twice, from a fresh server; every one but an interim `1xx` has one `Date`,
    /// and a right one.
    static func responses(to stream: WireStream, answersOnEventLoop: Bool) async throws -> [[RawResponse]] {
        let configuration = ServerConfiguration(idleTimeout: stream.idleTimeout, answersOnEventLoop: answersOnEventLoop)
        let store = stream.sharedStore?() ?? CatalogStore(catalog: TestCatalog.catalog)
        return try await withServer(store, configuration: configuration, .live) { client in
            let port = try #require(client.port)
            let first = try await RawHTTPConnection.exchange(port: port, writes: [Array(WireStream.etagRequest.utf8)])
            // Catalogs without Bangkok have none; the streams that send it back expect a 304.
            let etag = RawResponse.split(first).first?.header("ETag") ?? "\"none\""
            var rounds: [[RawResponse]] = []
            for _ in 0..<2 {
                let bytes = stream.bytes(WireStream.Context(etag: etag, places: Array(store.served.places)))
                let writes = stream.bytewise ? bytes.map { [$0] } : [bytes]
                // A minute, not the default 10 s: in one full test run on two cores (this suite 417 s, alone 15 s)
                // three idle-time-out streams had received nothing from the router after 10 s, while they pass alone.
                let received = try await RawHTTPConnection.exchange(
                    port: port, writes: writes, pause: stream.bytewise ? .milliseconds(1) : .zero,
                    halfCloses: stream.halfCloses, readDelay: stream.readDelay, timeout: .seconds(60))
                let responses = RawResponse.split(received)
                for response in responses where response.status >= 200 {
                    #expect(response.dates.count == 1, "\(stream.name): \(response)")
                    #expect(response.dates.allSatisfy(RawResponse.isCurrentIMFFixdate), "\(response.dates)")
                }
                rounds.append(responses)
            }
            return rounds
        }
    }

    /// Where the wire path's responses first differ from the router's, showing both, or `nil` when they are equal.
    static func difference(_ routed: [RawResponse], _ wire: [RawResponse]) -> String? {
        for index in 0..<max(routed.count, wire.count) where routed[safe: index]?.bytes != wire[safe: index]?.bytes {
            let expected = routed[safe: index]?.description ?? "(nothing)"
            let actual = wire[safe: index]?.description ?? "(nothing)"
            return "response \(index + 1) of \(routed.count) differs\n  router: \(expected)\n  wire:   \(actual)"
        }
        return nil
    }
}

extension WireStream {
    static let all: [WireStream] = eventLoopAnswerRequests + headerSpellings + pipelinedMixes + targets + handedOver
        + otherCloses + rejected

    /// What the router answers to `EventLoopAnswerTests.requests`, in order.
    static let eventLoopStatuses = [200, 200, 200, 200, 304, 200, 200, 200, 200, 404, 400, 200, 400, 400, 414, 200, 200,
                                    200, 200]

    /// Every request of `EventLoopAnswerTests` alone, then all of them in one write.
    static let eventLoopAnswerRequests: [WireStream] = eventLoopRequests.enumerated().map { index, request in
        WireStream("EventLoopAnswerTests.requests[\(index)] alone", [eventLoopStatuses[index], 200]) { _ in
            request + close
        }
    } + [WireStream("EventLoopAnswerTests.requests pipelined", eventLoopStatuses + [200]) { _ in
        eventLoopRequests.joined() + close
    }]

    /// The fields a look-up reads, spelled every way HTTP allows.
    static let headerSpellings: [WireStream] = [
        WireStream("accept-language in lower case", [200, 200]) { _ in
            get(bangkok, "accept-language: ja") + close
        },
        WireStream("ACCEPT-LANGUAGE in upper case", [200, 200]) { _ in
            get(bangkok, "ACCEPT-LANGUAGE: zh-TW") + close
        },
        WireStream("Accept-Language with spaces and tabs around it", [200, 200, 200]) { _ in
            get(bangkok, "Accept-Language: \t ja;q=0.9, en \t ") + get(bangkok, "Accept-Language:th\t") + close
        },
        WireStream("two Accept-Language lines", [200, 200]) { _ in
            get(bangkok, "Accept-Language: fr", "Accept-Language: ja;q=0.8, th") + close
        },
        WireStream("an empty Accept-Language", [200, 200]) { _ in
            get(bangkok, "Accept-Language:") + close
        },
        WireStream("two If-None-Match lines, the second matching", [200, 304, 200, 200]) { served in
            lookup + get(bangkokThai, "If-None-Match: \"other\"", "If-None-Match: \(served.etag)")
                + get(bangkokThai, "If-None-Match: \"other\"", "If-None-Match: \"another\"") + close
        },
        WireStream("If-None-Match with a weak tag, a list and tabs", [304, 304, 200]) { served in
            get(bangkokThai, "If-None-Match:\tW/\(served.etag)\t")
                + get(bangkokThai, "if-none-match: \"a\" ,\(served.etag) ")
                + close
        },
        WireStream("Connection: keep-alive", [200, 200, 200]) { _ in
            get(bangkokThai, "Connection: keep-alive") + get(bangkokThai, "connection: Keep-Alive") + close
        },
        WireStream("an unrelated field with colons in its value", [200, 200]) { _ in
            get(bangkokThai, "Referer: http://example.com:8080/a?b=c:d", "X-Trace: a:b::c:") + close
        },
        WireStream("Host and the usual browser fields", [200, 200]) { _ in
            get(bangkok, "Host: 127.0.0.1:8080", "User-Agent: Mozilla/5.0 (X11; Linux x86_64)",
                "Accept: application/json, */*;q=0.8", "Accept-Encoding: gzip, deflate, br",
                "Accept-Language: th-TH,th;q=0.9,en-US;q=0.8,en;q=0.7") + close
        },
        WireStream("two Host lines", [200, 200]) { _ in
            get(bangkokThai, "Host: 127.0.0.1", "Host: example.com") + close
        },
        WireStream("Content-Length: 0 on a look-up", [200, 200]) { _ in
            get(bangkokThai, "Content-Length: 0") + close
        },
        WireStream("Content-Length: 00 on a look-up", [200, 200]) { _ in
            get(bangkokThai, "Content-Length: 00") + close
        },
    ]

    /// Requests the wire path answers between requests the router answers, in one write, byte by byte, and more
    /// than the connection's buffers hold.
    static let pipelinedMixes: [WireStream] = [
        WireStream("searches pipelined with a POST between them, in several scripts, one a 400",
                   [200, 200, 200, 200, 400, 304, 200]) { served in
            search + get("/v1/search?q=%E0%B8%81%E0%B8%A3%E0%B8%B8%E0%B8%87&limit=2", "Accept-Language: th")
                + postLookup + get("/v1/search?q=Bangkko") + get("/v1/search?q=bangk&lang=thia")
                + get("/v1/search?q=bangk", "If-None-Match: *") + close
        },
        WireStream("look-up, search, look-up, POST /v1/lookup, look-up, listing, healthz",
                   [200, 200, 200, 200, 200, 200, 200, 200]) { _ in
            lookup + search + get(bangkok, "Accept-Language: ja") + postLookup + lookup + listing + get("/healthz")
                + close
        },
        WireStream("GeoJSON by Accept and format, Photon's API and its errors, between look-ups",
                   [200, 200, 200, 200, 200, 400, 200, 400, 200, 200]) { _ in
            get(bangkokThai, "Accept: application/geo+json") + lookup + get("/v1/search?q=bangk&format=geojson")
                + get("/v1/reverse?lat=13.75&lon=100.5", "Accept: application/json;q=0.5, application/geo+json")
                + get("/api?q=bangk&lang=th&limit=2") + get("/api?q=bangk&layer=planet") + get("/reverse?lat=0&lon=0")
                + get("/v1/places?format=kml") + get("/api/?q=krung") + close
        },
        WireStream("POST /v1/lookup first, then look-ups", [200, 200, 200, 404, 200]) { _ in
            postLookup + lookup + get("/v1/places/iso3166-1:RS?lang=sr-Latn") + get("/v1/places/nowhere") + close
        },
        WireStream("a look-up one byte per write", [200, 200]) { _ in
            lookup + close
        }.with { $0.bytewise = true },
        WireStream("look-ups, a search and a POST one byte per write", [200, 200, 200, 200, 200, 200]) { _ in
            lookup + search + get(bangkok, "Accept-Language: zh-TW") + postLookup + lookup + close
        }.with { $0.bytewise = true },
        WireStream("300 requests in one write", Array(repeating: 200, count: 301)) { _ in
            (0..<300).map { index in
                index % 10 == 9 ? search
                    : index % 3 == 0 ? lookup : get("/v1/places/iso3166-1:RS?lang=sr-Latn&n=\(index)")
            }.joined() + close
        },
        WireStream("the 100 most named territories' names three times, to a client that reads late",
                   Array(repeating: 200, count: 3 * 100 + 6 + 1)) { served in
            mostNamedTerritories(served) + close
        }.with {
            $0.sharedStore = { territories }
            $0.readDelay = .milliseconds(300)
        },
        WireStream("the same to a client that reads late and closes its side",
                   Array(repeating: 200, count: 3 * 100 + 6)) { served in
            mostNamedTerritories(served)
        }.with {
            $0.sharedStore = { territories }
            $0.readDelay = .milliseconds(300)
            $0.halfCloses = true
        },
        WireStream("a GET look-up with a body", [200, 200, 200]) { _ in
            get(bangkokThai, "Content-Length: 11") + "hello world" + lookup + close
        },
    ]

    /// About 6 MB of answers, more than the server's socket buffer (4 MB here), from the shipped territories: the
    /// wire path waits for the connection to take writes again (at least once the answers are remembered), and
    /// must keep their order.
    static func mostNamedTerritories(_ served: Context) -> String {
        let mostNamed = served.places.sorted { ($0.names.count, $0.id) > ($1.names.count, $1.id) }.prefix(100)
        #expect(mostNamed.last?.names.count ?? 0 >= 100)
        return (mostNamed + mostNamed + mostNamed).enumerated().map { index, place in
            (index % 50 == 49 ? search : "") + get("/v1/places/\(place.id)/names")
        }.joined()
    }

    /// Targets the wire path answers that the router might read differently.
    static let targets: [WireStream] = [
        WireStream("dot segments", [404, 404, 404, 200]) { _ in
            get("/v1/places/../healthz") + get("/v1/places/./tz:Asia%2FBangkok") + get("/v1/places/%2E%2E/healthz")
                + close
        },
        WireStream("an escaped slash before names", [404, 200]) { _ in
            get("/v1/places/tz:Asia%2FBangkok%2Fnames") + close
        },
        WireStream("an empty query and odd characters", [200, 404, 404, 200]) { _ in
            get("/v1/places/tz:Asia%2FBangkok?") + get("/v1/places/tz:Asia%2FBangkok;v=1") + get("/v1/places/*")
                + close
        },
        WireStream("healthz with a query", [200, 200]) { _ in
            get("/healthz?verbose=1") + close
        },
        WireStream("a fragment after the query", [200, 200]) { _ in
            get(bangkokThai + "#top") + close
        },
    ] + ["\"", "<", ">", "\\", "^", "`", "{", "|", "}", "[", "]"].map { character in
        WireStream("a '\(character)' in the target", [404, 200]) { _ in get("/v1/places/a\(character)b") + close }
    }

    /// Requests the wire path leaves to SwiftNIO's parser, with the rest of the connection.
    static let handedOver: [WireStream] = [
        WireStream("a blank line before the request line", [200, 200, 200]) { _ in
            "\r\n" + lookup + lookup + close
        },
        WireStream("HTTP/1.0 with keep-alive", [200, 200, 200]) { _ in
            "GET \(bangkokThai) HTTP/1.0\r\nConnection: keep-alive\r\n\r\n" + lookup + close
        },
        // HTTP/1.0's default close ends the connection: what follows is not answered.
        WireStream("HTTP/1.0 without keep-alive", [200, 200]) { _ in
            lookup + "GET \(bangkokThai) HTTP/1.0\r\n\r\n" + lookup + close
        },
        WireStream("HTTP/1.0 with keep-alive, twice, then without", [200, 200, 200, 200]) { _ in
            lookup + "GET \(bangkokThai) HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
                + "GET \(bangkok) HTTP/1.0\r\nconnection: Keep-Alive\r\nAccept-Language: ja\r\n\r\n"
                + "GET /healthz HTTP/1.0\r\n\r\n" + lookup
        },
        WireStream("Connection: Close in capitals", [200, 200]) { _ in
            lookup + get(bangkokThai, "Connection: Close") + lookup + close
        },
        WireStream("a chunked POST /v1/lookup", [200, 200, 200]) { _ in
            let body = String(lookupBody.utf8.count, radix: 16) + "\r\n" + lookupBody + "\r\n0\r\n\r\n"
            return "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n" + body + lookup + close
        },
        WireStream("Expect: 100-continue", [200, 200, 200]) { _ in
            "POST /v1/lookup HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: \(lookupBody.utf8.count)\r\n\r\n"
                + lookupBody + lookup + close
        },
        WireStream("an obs-fold line", [400]) { _ in
            get(bangkok, "Accept-Language: ja,", " th") + lookup + close
        },
        WireStream("bare line feeds", [400]) { _ in
            "GET \(bangkokThai) HTTP/1.1\nAccept-Language: ja\n\n" + lookup + close
        },
        WireStream("a field without a colon", [400]) { _ in
            get(bangkokThai, "Accept-Language ja") + lookup + close
        },
        WireStream("a space before the colon", [400]) { _ in
            get(bangkok, "Accept-Language : ja") + lookup + close
        },
        WireStream("a non-ASCII byte in a field value", [200, 200, 200]) { _ in
            get(bangkokThai, "X-Place: กรุงเทพฯ") + lookup + close
        },
        WireStream("a non-ASCII byte in Accept-Language", [200, 200, 200]) { _ in
            get(bangkok, "Accept-Language: thé") + lookup + close
        },
        WireStream("a 0xFF byte in a field value", [200, 200, 200], bytes: { _ in
            Array("GET \(bangkokThai) HTTP/1.1\r\nX-Name: caf".utf8) + [0xFF]
                + Array(("\r\n\r\n" + lookup + close).utf8)
        }),
        WireStream("a 0xFF byte in the target", [400], bytes: { _ in
            Array("GET /v1/places/caf".utf8) + [0xFF] + Array((" HTTP/1.1\r\n\r\n" + lookup + close).utf8)
        }),
        WireStream("a non-ASCII byte in the target", [400]) { _ in
            get("/v1/places/tz:Asia/Bangkoké?lang=th") + lookup + close
        },
        WireStream("a 20 KB field", [200, 200, 200]) { _ in
            get(bangkokThai, "X-Padding: " + String(repeating: "0123456789", count: 2048)) + lookup + close
        },
        WireStream("an absolute-form target", [200, 200, 200]) { _ in
            get("http://127.0.0.1\(bangkokThai)") + lookup + close
        },
        WireStream("100 fields", [200, 200]) { _ in
            get(bangkokThai, (0..<100).map { "X-F: \($0)" }.joined(separator: "\r\n")) + close
        },
        WireStream("101 fields", [200, 200]) { _ in
            get(bangkokThai, (0..<101).map { "X-F: \($0)" }.joined(separator: "\r\n")) + close
        },
        WireStream("1000 fields", [200, 200]) { _ in
            get(bangkokThai, (0..<1000).map { "X-F: \($0)" }.joined(separator: "\r\n")) + close
        },
        WireStream("1001 fields", [400]) { _ in
            get(bangkokThai, (0..<1001).map { "X-F: \($0)" }.joined(separator: "\r\n")) + lookup + close
        },
        // HEAD, OPTIONS and other methods go to the router on both paths: GET's head without a body, 204 with
        // Allow, 405 with Allow.
        WireStream("HEAD of a look-up", [200, 200, 200]) { _ in
            "HEAD \(bangkokThai) HTTP/1.1\r\n\r\n" + lookup + close
        },
        WireStream("OPTIONS of a look-up", [204, 200, 200]) { _ in
            "OPTIONS \(bangkokThai) HTTP/1.1\r\n\r\n" + lookup + close
        },
        WireStream("DELETE of a look-up", [405, 200, 200]) { _ in
            "DELETE \(bangkokThai) HTTP/1.1\r\n\r\n" + lookup + close
        },
    ]

    /// Connections the server closes for another reason than `Connection: close`: an idle time-out, the client's
    /// own close.
    static let otherCloses: [WireStream] = [
        // SwiftNIO's parser stops at an upgrade it is not told how to make: what follows waits for the idle time-out.
        WireStream("Upgrade: h2c", [200, 200]) { _ in
            lookup + get(bangkokThai, "Connection: Upgrade, HTTP2-Settings", "Upgrade: h2c",
                         "HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA") + close
        }.with { $0.idleTimeout = .seconds(1) },
        WireStream("a head cut short by the client's close", [200, 400]) { _ in
            lookup + "GET /v1/places/tz:Asia%2FBangkok HTTP/1.1\r\nAccept-Lang"
        }.with { $0.halfCloses = true },
        WireStream("the client's close after pipelined requests", [200, 200, 200]) { _ in
            lookup + search + lookup
        }.with { $0.halfCloses = true },
        WireStream("idle after a look-up", [200]) { _ in
            lookup
        }.with { $0.idleTimeout = .seconds(1) },
        WireStream("idle in the middle of a head", [200]) { _ in
            lookup + "GET /v1/places/tz:Asia%2FBangkok HTTP/1.1\r\nAccept-Lang"
        }.with { $0.idleTimeout = .seconds(1) },
        // Nothing before it: while a body is being read, the time-out closes even a connection that still owes an
        // answer to an earlier request, so a look-up before it would race the time-out on a busy machine.
        WireStream("idle in the middle of a body", []) { _ in
            "POST /v1/lookup HTTP/1.1\r\nContent-Length: 100\r\n\r\n{\"ids\": "
        }.with { $0.idleTimeout = .seconds(1) },
    ]

    /// Requests SwiftNIO's parser rejects: the JSON error, then the connection closes.
    static let rejected: [WireStream] = [
        WireStream("a malformed field alone", [400]) { _ in
            "GET /v1/places/x HTTP/1.1\r\nBad Header\r\n\r\n" + close
        },
        WireStream("a malformed field after a look-up", [200, 400]) { _ in
            lookup + "GET /v1/places/x HTTP/1.1\r\nBad Header\r\n\r\n" + close
        },
        WireStream("a malformed field after a search and a look-up", [200, 200, 400]) { _ in
            search + lookup + "GET /v1/places/x HTTP/1.1\r\nBad Header\r\n\r\n" + close
        },
        WireStream("a lower-case method", [400]) { _ in
            "get \(bangkokThai) HTTP/1.1\r\n\r\n" + close
        },
        WireStream("an unknown HTTP version", [400]) { _ in
            "GET \(bangkokThai) HTTP/2.7\r\n\r\n" + close
        },
        WireStream("Content-Length that is not a number", [400]) { _ in
            get(bangkokThai, "Content-Length: 1x") + close
        },
        WireStream("two different Content-Lengths", [400]) { _ in
            get(bangkokThai, "Content-Length: 0", "Content-Length: 2") + "{}" + close
        },
        // A head of bare line feeds holds no `\r\n\r\n`: the wire path must not wait for one.
        WireStream("bare line feeds alone", [400]) { _ in
            "GET /healthz HTTP/1.1\nHost: x\n\n"
        },
        WireStream("a look-up, then bare line feeds alone", [200, 400]) { _ in
            lookup + "GET /healthz HTTP/1.1\nHost: x\n\n"
        },
        // RFC 9112 §6.3: the bytes after the head are never a request.
        WireStream("Transfer-Encoding: xchunked on a look-up, with bytes after the head", [400]) { _ in
            get(bangkokThai, "Transfer-Encoding: xchunked") + "hello" + lookup + close
        },
        WireStream("a look-up, then Transfer-Encoding: xchunked", [200, 400]) { _ in
            lookup + get(bangkokThai, "Transfer-Encoding: xchunked") + lookup + close
        },
        WireStream("Transfer-Encoding: chunked, gzip on POST /v1/lookup", [400]) { _ in
            "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: chunked, gzip\r\n\r\n"
                + String(lookupBody.utf8.count, radix: 16) + "\r\n" + lookupBody + "\r\n0\r\n\r\n" + lookup + close
        },
        WireStream("Transfer-Encoding: gzip, chunked after a search", [200, 400]) { _ in
            search + "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n"
                + String(lookupBody.utf8.count, radix: 16) + "\r\n" + lookupBody + "\r\n0\r\n\r\n" + lookup + close
        },
    ]
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
