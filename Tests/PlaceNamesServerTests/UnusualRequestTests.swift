import PlaceNamesServer
import Testing

/// What the service does with unusual requests, over a real socket, on both paths (`answersOnEventLoop` or not):
/// each case is a row of the table in SERVICE.md ("What the service does with unusual requests"). A case is read
/// until the server closes the connection: a request the server would leave waiting gets no answer before the idle
/// time-out closes it (30 s) and fails. The client waits up to a minute, so a busy machine does not fail it.
@Suite struct UnusualRequestTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        /// The status of every answer, in order.
        let statuses: [Int]
        /// The `code` of the last answer's JSON error, when it is one.
        var code: String?

        var testDescription: String { name }

        init(_ name: String, _ text: String, _ statuses: [Int], code: String? = nil) {
            self.init(name, Array(text.utf8), statuses, code: code)
        }

        init(_ name: String, _ bytes: [UInt8], _ statuses: [Int], code: String? = nil) {
            self.name = name
            self.bytes = bytes
            self.statuses = statuses
            self.code = code
        }
    }

    static let lookup = "GET /v1/places/tz:Asia%2FBangkok?lang=th HTTP/1.1\r\n\r\n"
    static let close = "GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n"
    static let lookupBody = #"{"ids": ["tz:Asia/Bangkok"]}"#

    /// Each case ends with a look-up, or with a request that closes the connection: a request the server refuses
    /// must leave them unanswered.
    static let cases: [Case] = [
        Case("bare line feeds", "GET /healthz HTTP/1.1\nHost: x\n\n", [400], code: "malformed_request"),
        Case("a bare line feed after a look-up", lookup + "GET /healthz HTTP/1.1\nHost: x\n\n" + lookup,
             [200, 400], code: "malformed_request"),
        Case("one bare line feed in a head", "GET /healthz HTTP/1.1\r\nHost: x\n\r\n" + lookup, [400],
             code: "malformed_request"),
        Case("a blank line before the request line", "\r\n" + lookup + close, [200, 200]),
        Case("Transfer-Encoding: xchunked on a GET, with bytes after the head",
             "GET /v1/places/tz:Asia%2FBangkok HTTP/1.1\r\nTransfer-Encoding: xchunked\r\n\r\n" + lookup,
             [400], code: "bad_transfer_coding"),
        Case("Transfer-Encoding: xchunked after a look-up",
             lookup + "GET /healthz HTTP/1.1\r\nTransfer-Encoding: xchunked\r\n\r\n" + lookup,
             [200, 400], code: "bad_transfer_coding"),
        Case("Transfer-Encoding: chunked, gzip",
             "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: chunked, gzip\r\n\r\n1c\r\n\(lookupBody)\r\n0\r\n\r\n"
                 + lookup, [400], code: "malformed_request"),
        Case("Transfer-Encoding: gzip, chunked",
             "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n1c\r\n\(lookupBody)\r\n0\r\n\r\n"
                 + lookup, [400], code: "unsupported_transfer_coding"),
        Case("Transfer-Encoding: chunked, chunked",
             "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: chunked, chunked\r\n\r\n1c\r\n\(lookupBody)\r\n0\r\n\r\n"
                 + lookup, [400], code: "malformed_request"),
        Case("Transfer-Encoding: chunked", "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                 + "1c\r\n\(lookupBody)\r\n0\r\n\r\n" + close, [200, 200]),
        Case("both Content-Length and Transfer-Encoding",
             "POST /v1/lookup HTTP/1.1\r\nContent-Length: 28\r\nTransfer-Encoding: chunked\r\n\r\n"
                 + "1c\r\n\(lookupBody)\r\n0\r\n\r\n" + lookup, [400], code: "malformed_request"),
        Case("two different Content-Length values",
             "POST /v1/lookup HTTP/1.1\r\nContent-Length: 28\r\nContent-Length: 2\r\n\r\n\(lookupBody)" + lookup,
             [400], code: "malformed_request"),
        Case("a body on a GET", "GET /v1/places/tz:Asia%2FBangkok?lang=th HTTP/1.1\r\nContent-Length: 11\r\n\r\n"
                 + "hello world" + close, [200, 200]),
        Case("an obs-fold line", "GET /healthz HTTP/1.1\r\nX-Note: a\r\n b\r\n\r\n" + lookup, [400],
             code: "malformed_request"),
        Case("HTTP/1.0 without Host", "GET /healthz HTTP/1.0\r\n\r\n" + lookup, [200]),
        Case("an absolute-form target", "GET http://127.0.0.1/v1/places/tz:Asia%2FBangkok?lang=th HTTP/1.1\r\n\r\n"
                 + close, [200, 200]),
        Case("a head over 80 KiB", "GET /healthz HTTP/1.1\r\nX-Padding: " + String(repeating: "a", count: 90_000)
                 + "\r\n\r\n" + lookup, [400], code: "request_head_too_large"),
        Case("a NUL byte in a field value", Array("GET /healthz HTTP/1.1\r\nX-Note: a".utf8) + [0]
                 + Array(("b\r\n\r\n" + lookup).utf8), [400], code: "malformed_request"),
        Case("a carriage return in a field value", "GET /healthz HTTP/1.1\r\nX-Note: a\rb\r\n\r\n" + lookup, [400],
             code: "malformed_request"),
        Case("a lower-case method", "get /healthz HTTP/1.1\r\n\r\n" + lookup, [400], code: "malformed_request"),
        Case("an unknown method", "FETCH /healthz HTTP/1.1\r\n\r\n" + lookup, [400], code: "malformed_request"),
    ]

    @Test(arguments: cases, [false, true])
    func theServiceAnswersAsTheTableSays(_ unusual: Case, answersOnEventLoop: Bool) async throws {
        let configuration = ServerConfiguration(answersOnEventLoop: answersOnEventLoop)
        let received = try await withServer(configuration: configuration, .live) { client in
            let port = try #require(client.port)
            return try await RawHTTPConnection.exchange(port: port, writes: [unusual.bytes], timeout: .seconds(60))
        }
        let responses = RawResponse.split(received)
        #expect(responses.map(\.status) == unusual.statuses, "\(responses)")
        let last = try #require(responses.last)
        // Every case ends with a request that is not answered or that closes the connection.
        #expect(last.header("Connection") == "close", "\(last)")
        if let code = unusual.code {
            #expect(String(decoding: last.bytes, as: UTF8.self).contains(#"{"error":{"code":"\#(code)","#), "\(last)")
        }
    }

    /// The message tells the client what to send instead.
    @Test func aTransferCodingThatIsNotChunkedIsExplained() async throws {
        let received = try await withServer(configuration: ServerConfiguration(), .live) { client in
            let port = try #require(client.port)
            return try await RawHTTPConnection.exchange(
                port: port, writes: [Array("GET /healthz HTTP/1.1\r\nTransfer-Encoding: xchunked\r\n\r\nhello".utf8)],
                timeout: .seconds(60))
        }
        let answer = try #require(RawResponse.split(received).first)
        #expect(answer.description == #""HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 222\r\nCache-Control: no-store\r\nConnection: close\r\nDate: …\r\nServer: placenames\r\n\r\n{\"error\":{\"code\":\"bad_transfer_coding\",\"message\":\"the last transfer coding of a request must be chunked, else its body has no known length (Transfer-Encoding: xchunked); send Content-Length or Transfer-Encoding: chunked\"}}""#)
    }
}
