import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// What `WireResponder` answers from the connection's bytes, what it hands to SwiftNIO's parser and the router
/// (whole, in order), and when it closes an idle connection — in the pipeline `names serve` builds, with the
/// router's side played by the test.
@Suite struct WireResponderTests {
    let channel = EmbeddedChannel()
    let store = CatalogStore(catalog: TestCatalog.catalog)

    init() throws {
        let connection = ConnectionTracker()
        let wire = WireResponder(api: API(store: store, configuration: ServerConfiguration()), answers: LookupAnswers(),
                                 serverName: "placenames", connection: connection, idleTimeout: .seconds(30))
        try channel.pipeline.syncOperations.addHandlers([
            wire, HTTPResponseEncoder(), ByteToMessageHandler(HTTPRequestDecoder()),
            KeepAliveHandler(connection: connection), HTTP1ToHTTPServerCodec(secure: false),
            ParserErrorResponder(connection: connection, serverName: "placenames", maxURILength: 8192,
                                 maxHeadBytes: 80 * 1024, maxHeaderFields: 1000),
        ])
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
    }

    static let tak = "GET /v1/places/iso3166-2:TH-63?lang=th HTTP/1.1\r\nHost: localhost\r\n\r\n"
    var takAnswer: String { """
        HTTP/1.1 200 OK\r
        ETag: "\(store.served.fingerprint)-d7e18957584e491d"\r
        Cache-Control: public, max-age=300\r
        Vary: Accept-Language, Accept\r
        Content-Language: th\r
        Content-Type: application/json; charset=utf-8\r
        Content-Length: 156\r
        Date: (date)\r
        Server: placenames\r
        \r
        {"id":"iso3166-2:TH-63","kind":"region","country":"TH","name":"ตาก","language":"thai","fallback":false,"label":"ตาก","chain":["thai","english"]}
        """ }
    static let healthAnswer = """
        HTTP/1.1 200 OK\r
        Content-Type: application/json; charset=utf-8\r
        Cache-Control: no-store\r
        Content-Length: 15\r
        Date: (date)\r
        Server: placenames\r
        \r
        {"status":"ok"}
        """
    static let routerAnswer = "HTTP/1.1 204 No Content\r\n\r\n"

    func send(_ text: String) throws {
        try channel.writeInbound(ByteBuffer(string: text))
    }

    /// The requests handed to the router: method, path and body.
    func routed() throws -> [String] {
        var requests: [String] = []
        var body = ""
        while let part = try channel.readInbound(as: HTTPRequestPart.self) {
            switch part {
            case .head(let head): requests.append("\(head.method) \(head.path ?? "")")
            case .body(let bytes): body += String(buffer: bytes)
            case .end:
                if !body.isEmpty { requests[requests.count - 1] += " " + body }
                body = ""
            }
        }
        return requests
    }

    /// Everything written to the connection, with each `Date` value replaced by `(date)`.
    func written() throws -> String {
        var text = ""
        while var bytes = try channel.readOutbound(as: ByteBuffer.self) { text += bytes.readString(length: bytes.readableBytes)! }
        return text.replacing(/Date: [^\r\n]+/.matchingSemantics(.unicodeScalar), with: "Date: (date)")
    }

    /// The router's answer to the oldest request it owes.
    func routerAnswers() throws {
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .noContent)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
    }

    @Test func aLookUpIsAnsweredFromTheBytesAlone() throws {
        try send(Self.tak)
        #expect(try routed() == [])
        #expect(try written() == takAnswer)
        try send("GET /healthz HTTP/1.1\r\n\r\nGET /v1/places/nowhere HTTP/1.1\r\naccept-language: th\r\n\r\n")
        #expect(try written() == Self.healthAnswer + """
            HTTP/1.1 404 Not Found\r
            Content-Type: application/json; charset=utf-8\r
            Cache-Control: no-store\r
            Content-Length: 69\r
            Date: (date)\r
            Server: placenames\r
            \r
            {"error":{"code":"not_found","message":"no place with id 'nowhere'"}}
            """)
    }

    @Test func aHeadArrivingAByteAtATimeIsAnsweredOnceComplete() throws {
        for byte in Self.tak.utf8.dropLast() {
            try channel.writeInbound(ByteBuffer(bytes: [byte]))
        }
        #expect(try written() == "")
        try send("\n")
        #expect(try routed() == [])
        #expect(try written() == takAnswer)
    }

    /// A look-up behind a request the router answers waits its turn (goes to the router too), so answers keep the
    /// order of the requests; once the router has answered, look-ups are answered from the bytes again.
    @Test func pipelinedRequestsKeepTheirOrder() throws {
        try send(Self.tak + "GET /v1/places?limit=1 HTTP/1.1\r\n\r\n" + Self.tak)
        #expect(try routed() == ["GET /v1/places?limit=1", "GET /v1/places/iso3166-2:TH-63?lang=th"])
        try routerAnswers()
        try routerAnswers()
        #expect(try written() == takAnswer + Self.routerAnswer + Self.routerAnswer)
        try send(Self.tak)
        #expect(try routed() == [])
        #expect(try written() == takAnswer)
    }

    /// A client that sends without reading gets no more answers written while the connection takes no more
    /// writes; they are written, in order, once it does.
    @Test func answersWaitWhileTheConnectionTakesNoWrites() throws {
        channel.isWritable = false
        try send(Self.tak + "GET /healthz HTTP/1.1\r\n\r\n" + Self.tak)
        #expect(try written() == "")
        #expect(try routed() == [])
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
        #expect(try written() == takAnswer + Self.healthAnswer + takAnswer)
        try send(Self.tak)
        #expect(try written() == takAnswer)
    }

    /// A body goes to the router with its head, even split across reads, and the next head is read after it.
    @Test func aRequestBodyIsHandedOnWholeAndTheNextHeadReadAfterIt() throws {
        try send("POST /v1/lookup HTTP/1.1\r\nContent-Length: 13\r\n\r\n{\"ids\":")
        try send("[\"x\"]}" + Self.tak)
        #expect(try routed() == [#"POST /v1/lookup {"ids":["x"]}"#, "GET /v1/places/iso3166-2:TH-63?lang=th"])
        try routerAnswers()
        try routerAnswers()
        try send("GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}" + Self.tak)
        #expect(try routed() == ["GET /v1/places/iso3166-2:TH-63 {}", "GET /v1/places/iso3166-2:TH-63?lang=th"])
        #expect(try written() == Self.routerAnswer + Self.routerAnswer)
    }

    /// Heads the wire reader does not vouch for: SwiftNIO's parser reads them and the rest of the connection, so
    /// even a plain look-up after them goes to the router.
    @Test(arguments: [
        "GET /v1/places/iso3166-2:TH-63 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
        "GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nExpect: 100-continue\r\n\r\n",
        "POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
        "GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nX-Note: caf\u{E9}\r\n\r\n",
        "GET http://localhost/v1/places/iso3166-2:TH-63 HTTP/1.1\r\n\r\n",
        "GET /v1/places/iso3166-2:TH-63?q=" + String(repeating: "a", count: 17_000) + " HTTP/1.1\r\n\r\n",
        "GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\n" + String(repeating: "X-A: 1\r\n", count: 101) + "\r\n",
    ])
    func anUnusualHeadHandsTheRestOfTheConnectionToTheParser(head: String) throws {
        try send(head)
        #expect(try routed().count == 1)
        try routerAnswers()
        _ = try written()
        try send(Self.tak)
        #expect(try routed() == ["GET /v1/places/iso3166-2:TH-63?lang=th"])
    }

    /// `Connection: close` is left to the router, which closes the connection once it has answered.
    @Test func connectionCloseGoesToTheRouter() throws {
        try send("GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(try routed() == ["GET /v1/places/iso3166-2:TH-63"])
        #expect(try written() == "")
    }

    /// Heads SwiftNIO's parser rejects reach it, and `ParserErrorResponder` answers them with the JSON error.
    @Test func aMalformedHeadIsAnsweredByTheParsersResponder() throws {
        try send("GET /v1/places/iso3166-2:TH-63?lang=th HTTP/1.1\r\nAccept-Language: th,\r\n en\r\n\r\n")
        #expect(try Self.errorCode(written()) == "400 malformed_request")
        #expect(try routed() == [])
    }

    /// A head SwiftNIO refuses though the wire reader could frame it (a method SwiftNIO does not know): the
    /// connection is SwiftNIO's from there, and a look-up behind it is not answered from the wire.
    @Test func nothingIsAnsweredAfterAHeadSwiftNIORefuses() throws {
        try send("get /v1/places/iso3166-2:TH-63 HTTP/1.1\r\n\r\n" + Self.tak)
        #expect(try Self.errorCode(written()) == "400 malformed_request")
        #expect(try routed() == [])
    }

    /// A head cut short by the end of input reaches SwiftNIO's parser, which reports it, and it is answered.
    @Test func aHeadCutShortIsReportedByTheParser() throws {
        try send("GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nAccept-")
        #expect(try written() == "")
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        #expect(try Self.errorCode(written()) == "400 malformed_request")
    }

    /// The wire answers what `API.routes` marks, under the same patterns, and leaves to the router every target it
    /// would read another way.
    @Test func theWireRoutesAreTheRoutesMarkedSo() {
        #expect(API.wireRoutes.map(\.pattern) == ["/v1/places/**", "/v1/search", "/v1/reverse", "/api", "/reverse", "/healthz"])
        let answered = ["/healthz", "/v1/search", "/v1/search?q=bangk", "/v1/reverse?lat=1&lon=2", "/v1/places/a",
                        "/v1/places/a/names?lang=th"]
        let routed = ["/healthz?x=1", "/v1/search/", "/v1/searches", "/v1/search#x", "/v1/places/", "/v1/places//a",
                      "/v1/places/a/", "/v1/places", "/v1/languages"]
        for target in answered { #expect(API.wireRoutes.contains { $0.matches(target) }, "\(target)") }
        for target in routed { #expect(!API.wireRoutes.contains { $0.matches(target) }, "\(target)") }
    }

    /// The status and error code of one JSON error answer, or the text when it is not one.
    static func errorCode(_ answer: String) -> String {
        guard answer.hasPrefix("HTTP/1.1 "), let code = answer.firstMatch(of: /"code":"([a-z_]+)"/)?.1 else {
            return answer
        }
        return "\(answer.dropFirst(9).prefix(3)) \(code)"
    }

    @Test func anIdleConnectionIsClosedAfterTheTimeOutAndABusyOneIsNot() throws {
        channel.embeddedEventLoop.advanceTime(by: .seconds(29))
        try send(Self.tak)
        channel.embeddedEventLoop.advanceTime(by: .seconds(29))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }

    /// The router may take its time over a request read in full; a request whose body stalls is idle.
    @Test func aRequestTheRouterIsAnsweringKeepsTheConnectionOpen() throws {
        try send("GET /v1/places?limit=1 HTTP/1.1\r\n\r\n")
        channel.embeddedEventLoop.advanceTime(by: .seconds(45))
        #expect(channel.isActive)
        try routerAnswers()
        try send("POST /v1/lookup HTTP/1.1\r\nContent-Length: 13\r\n\r\n{\"ids\":")
        channel.embeddedEventLoop.advanceTime(by: .seconds(29))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }
}
