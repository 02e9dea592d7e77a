import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// Which requests `EventLoopResponder` answers itself and which it passes on to the router, in order.
@Suite struct EventLoopResponderTests {
    let channel: EmbeddedChannel

    init() throws {
        let store = CatalogStore(catalog: TestCatalog.catalog)
        let responder = EventLoopResponder(api: API(store: store, configuration: ServerConfiguration()),
                                           answers: LookupAnswers(), serverName: "placenames")
        channel = EmbeddedChannel(handler: responder)
    }

    static func get(_ path: String, _ headers: HTTPFields = [:]) -> HTTPRequest {
        HTTPRequest(method: .get, scheme: nil, authority: nil, path: path, headerFields: headers)
    }

    func send(_ request: HTTPRequest) throws {
        try channel.writeInbound(HTTPRequestPart.head(request))
        try channel.writeInbound(HTTPRequestPart.end(nil))
    }

    /// The paths of the request heads passed on to the router.
    func passedOn() throws -> [String] {
        var paths: [String] = []
        while let part = try channel.readInbound(as: HTTPRequestPart.self) {
            if case .head(let head) = part { paths.append(head.path ?? "") }
        }
        return paths
    }

    /// The statuses and bodies written by the responder itself.
    func answered() throws -> [String] {
        var answers: [String] = []
        while let part = try channel.readOutbound(as: HTTPResponsePart.self) {
            switch part {
            case .head(let head): answers.append("\(head.status.code)")
            case .body(let body): answers[answers.count - 1] += " " + String(buffer: body)
            case .end: break
            }
        }
        return answers
    }

    @Test func aLookUpIsAnsweredOnTheLoopAndNotPassedOn() throws {
        try send(Self.get("/v1/places/iso3166-2:TH-63?lang=th"))
        #expect(try passedOn() == [])
        #expect(try answered() == [#"200 {"id":"iso3166-2:TH-63","kind":"region","country":"TH","name":"ตาก","language":"thai","fallback":false,"chain":["thai","english"]}"#])
        try send(Self.get("/v1/places/nowhere"))
        try send(Self.get("/healthz"))
        #expect(try answered() == [#"404 {"error":{"code":"not_found","message":"no place with id 'nowhere'"}}"#,
                                   #"200 {"status":"ok"}"#])
    }

    @Test func otherRequestsAndConnectionCloseGoToTheRouter() throws {
        try send(Self.get("/v1/search?q=tak"))
        try send(HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/v1/places/iso3166-2:TH-63"))
        try send(Self.get("/v1/places/iso3166-2:TH-63", [.connection: "close"]))
        try send(Self.get("/v1/places//iso3166-2:TH-63"))
        try send(Self.get("/v1/places"))
        #expect(try passedOn() == ["/v1/search?q=tak", "/v1/places/iso3166-2:TH-63", "/v1/places/iso3166-2:TH-63",
                                   "/v1/places//iso3166-2:TH-63", "/v1/places"])
        #expect(try answered() == [])
    }

    /// While the router owes an answer, a look-up waits its turn behind it (passed on too), so pipelined answers
    /// keep their order; once the router has answered, look-ups are answered on the loop again.
    @Test func pipelinedLookUpsWaitForTheRoutersAnswer() throws {
        try send(Self.get("/v1/search?q=tak"))
        try send(Self.get("/v1/places/iso3166-2:TH-63?lang=en"))
        #expect(try passedOn() == ["/v1/search?q=tak", "/v1/places/iso3166-2:TH-63?lang=en"])
        for _ in 0..<2 {
            try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
            try channel.writeOutbound(HTTPResponsePart.end(nil))
        }
        #expect(try answered() == ["200", "200"])
        try send(Self.get("/v1/places/iso3166-2:TH-63?lang=en"))
        #expect(try passedOn() == [])
        #expect(try answered() == [#"200 {"id":"iso3166-2:TH-63","kind":"region","country":"TH","name":"Tak","language":"english","fallback":false,"chain":["english"]}"#])
    }
}
