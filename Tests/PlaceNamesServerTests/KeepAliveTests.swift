import PlaceNamesServer
import Testing

/// Whether a connection outlives an answer, over a real socket, on both paths (`answersOnEventLoop` or not): after
/// an HTTP/1.0 request without `keep-alive` the server answers once and closes (RFC 9112 §9.3), so a client that
/// reads to the end is not left waiting for the idle time-out; HTTP/1.0 with `keep-alive` keeps the connection
/// open and is told so; HTTP/1.1 persists unless a request says `close`.
@Suite struct KeepAliveTests {
    static let bangkokThai = "/v1/places/tz:Asia%2FBangkok?lang=th"

    static let bangkokThaiAnswer = """
        HTTP/1.1 200 OK\r
        ETag: "bfc5c684753cf85a-a9567a5ef66323a4"\r
        Cache-Control: public, max-age=300\r
        Vary: Accept-Language, Accept\r
        Content-Language: th\r
        Content-Type: application/json; charset=utf-8\r
        Content-Length: 236\r
        Date: …\r
        Server: placenames\r

        """
    static let bangkokThaiBody = #"{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"กรุงเทพมหานคร","language":"thai","fallback":false,"label":"กรุงเทพมหานคร","chain":["thai","english"],"population":10539000}"#

    static let healthzAnswer = """
        HTTP/1.1 200 OK\r
        Content-Type: application/json; charset=utf-8\r
        Cache-Control: no-store\r
        Content-Length: 15\r
        Date: …\r
        Server: placenames\r

        """
    static let healthzBody = #"{"status":"ok"}"#

    /// The answer to a look-up of Bangkok in Thai, with `connection` fields (`Name: value` lines).
    static func bangkok(_ connection: String...) -> String {
        bangkokThaiAnswer + connection.map { $0 + "\r\n" }.joined() + "\r\n" + bangkokThaiBody
    }

    /// The answer to `GET /healthz`, with `connection` fields.
    static func healthz(_ connection: String...) -> String {
        healthzAnswer + connection.map { $0 + "\r\n" }.joined() + "\r\n" + healthzBody
    }

    @Test(arguments: [false, true])
    func http10WithoutKeepAliveGetsOneAnswerThenTheServerCloses(answersOnEventLoop: Bool) async throws {
        let received = try await Self.exchange(["GET \(Self.bangkokThai) HTTP/1.0\r\n\r\n"],
                                               answersOnEventLoop: answersOnEventLoop)
        #expect(received == Self.bangkok("Connection: close"))
    }

    /// What a client sends after a request that ends the connection is neither answered nor rejected.
    @Test(arguments: [false, true])
    func requestsAfterAnHTTP10RequestWithoutKeepAliveGetNoAnswer(answersOnEventLoop: Bool) async throws {
        let received = try await Self.exchange(
            ["GET /healthz HTTP/1.0\r\n\r\nGET \(Self.bangkokThai) HTTP/1.1\r\n\r\nGET /healthz HTTP/1.0\r\n\r\n"],
            answersOnEventLoop: answersOnEventLoop)
        #expect(received == Self.healthz("Connection: close"))
    }

    /// Pipelined in one write, the answers come in the order of the requests; the last request, without
    /// `keep-alive`, ends the connection.
    @Test(arguments: [false, true])
    func http10KeepAliveKeepsPipelinedRequestsOnOneConnection(answersOnEventLoop: Bool) async throws {
        let received = try await Self.exchange(
            ["GET \(Self.bangkokThai) HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
                + "GET /healthz HTTP/1.0\r\nconnection: Keep-Alive\r\n\r\n"
                + "GET \(Self.bangkokThai) HTTP/1.0\r\n\r\n"],
            answersOnEventLoop: answersOnEventLoop)
        #expect(received == Self.bangkok("Connection: keep-alive") + Self.healthz("Connection: keep-alive")
                + Self.bangkok("Connection: close"))
    }

    /// The connection stays open between two requests that reach the server as separate reads.
    @Test(arguments: [false, true])
    func http10KeepAliveKeepsTheConnectionBetweenReads(answersOnEventLoop: Bool) async throws {
        let received = try await Self.exchange(
            ["GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", "GET /healthz HTTP/1.0\r\n\r\n"],
            pause: .milliseconds(200), answersOnEventLoop: answersOnEventLoop)
        #expect(received == Self.healthz("Connection: keep-alive") + Self.healthz("Connection: close"))
    }

    /// HTTP/1.1 answers say nothing about the connection until a request asks to close it, in any spelling.
    @Test(arguments: [false, true])
    func http11PersistsUntilARequestSaysClose(answersOnEventLoop: Bool) async throws {
        let received = try await Self.exchange(
            ["GET \(Self.bangkokThai) HTTP/1.1\r\n\r\nGET /healthz HTTP/1.1\r\nConnection: keep-alive\r\n\r\n"
                + "GET /healthz HTTP/1.1\r\nConnection: Close\r\n\r\nGET /healthz HTTP/1.1\r\n\r\n"],
            answersOnEventLoop: answersOnEventLoop)
        #expect(received == Self.bangkok() + Self.healthz() + Self.healthz("Connection: close"))
    }

    /// Everything received on one connection until the server closed it, each answer's `Date` (checked) blanked.
    /// The server's idle time-out is far longer than the client waits for a byte or the close, so a close seen
    /// is never the time-out's.
    static func exchange(_ writes: [String], pause: Duration = .zero,
                         answersOnEventLoop: Bool) async throws -> String {
        let configuration = ServerConfiguration(idleTimeout: .seconds(300), answersOnEventLoop: answersOnEventLoop)
        return try await withServer(configuration: configuration, .live) { client in
            let port = try #require(client.port)
            let received = try await RawHTTPConnection.exchange(port: port, writes: writes.map { Array($0.utf8) },
                                                                pause: pause, timeout: .seconds(10))
            let responses = RawResponse.split(received)
            for response in responses {
                #expect(response.dates.count == 1 && response.dates.allSatisfy(RawResponse.isCurrentIMFFixdate),
                        "\(response)")
            }
            return responses.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        }
    }
}
