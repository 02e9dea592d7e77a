import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
@testable import PlaceNamesServer

/// One connection through the pipeline `names serve` builds (as `WireResponderTests` does), fed a `ReadPlan`, with
/// the router played here: it answers every request it is handed with a `204` naming the request's ordinal
/// (`X-Routed`). SwiftNIO's errors end the connection, as `ParserErrorResponder` would; every answer written must
/// be well-formed and answer the next request SwiftNIO's parser reads from the same bytes on its own.
struct WireConnection {
    let plan: ReadPlan
    let channel = EmbeddedChannel()
    /// The requests the router was handed, in order, and whether each was read to its end.
    private var routed: [(request: HTTPRequest, ended: Bool)] = []
    private var answeredByRouter = 0
    private var output: [UInt8] = []

    static let routedField = HTTPField.Name("X-Routed")!

    init(plan: ReadPlan) {
        self.plan = plan
        let connection = ConnectionTracker()
        let wire = WireResponder(api: WirePlaces.api, answers: LookupAnswers(), serverName: "placenames",
                                 connection: connection, idleTimeout: .seconds(30))
        do {
            try channel.pipeline.syncOperations.addHandlers([
                wire, HTTPResponseEncoder(), ByteToMessageHandler(HTTPRequestDecoder()),
                KeepAliveHandler(connection: connection), HTTP1ToHTTPServerCodec(secure: false),
                ParserErrorResponder(connection: connection, serverName: "placenames", maxURILength: 8192,
                                     maxHeadBytes: 80 * 1024, maxHeaderFields: 1000),
            ])
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        } catch {
            fatalError("FuzzWire: cannot build the pipeline: \(error)")
        }
    }

    mutating func run() {
        defer { _ = try? channel.finish(acceptAlreadyClosed: true) }
        let failed = !send()
        if !channel.isWritable { makeWritable() }
        routerAnswers()
        collectOutput()
        let reference = ReferenceRequests(plan.stream, halfCloses: plan.halfCloses)
        var answers = ResponseStream.parse(output, stream: plan.stream)
        let refusal = refusal(ending: answers, reference: reference)
        if refusal { answers.removeLast() }
        HeadAgreement.require(answers.count <= reference.heads.count,
                              "\(answers.count) answers to \(reference.heads.count) requests", plan.stream)
        var nextRouted = 0
        for (index, answer) in answers.enumerated() {
            check(answer, answers: reference.heads[index], index: index)
            if let routedIndex = answer.routedIndex {
                HeadAgreement.require(routedIndex == nextRouted,
                                      "answer \(index) is the router's \(routedIndex), not \(nextRouted)", plan.stream)
                nextRouted += 1
            }
        }
        // Without an error, every request read to its end is answered.
        if !failed, !refusal, !reference.failed {
            HeadAgreement.require(answers.count == reference.complete,
                                  "\(answers.count) answers to \(reference.complete) complete requests", plan.stream)
        }
    }

    /// Whether the last answer is `ParserErrorResponder`'s refusal: a 400 that closes the connection, after the
    /// answers to every request before it, where SwiftNIO's parser fails on the bytes (or on their end, when the
    /// client half-closes inside a request) or reads a head whose transfer coding the server refuses. Anywhere else
    /// a refusal is a fault, and is checked as an answer like the others.
    private func refusal(ending answers: [ResponseStream.Answer], reference: ReferenceRequests) -> Bool {
        guard let last = answers.last, last.routedIndex == nil, last.status == 400, last.closes else { return false }
        let refusedCoding = reference.heads.prefix(answers.count).contains {
            ParserErrorResponder.transferCodingError($0.headers[canonicalForm: "Transfer-Encoding"].map(String.init))
                != nil
        }
        return reference.failed || refusedCoding
    }

    /// Sends the plan's reads; `false` once SwiftNIO's side reports an error (the connection would end there).
    private mutating func send() -> Bool {
        if plan.unwritableReads > 0 { channel.isWritable = false }
        for (index, read) in plan.reads.enumerated() {
            do {
                try channel.writeInbound(ByteBuffer(bytes: read))
            } catch {
                return false
            }
            if index + 1 == plan.unwritableReads { makeWritable() }
            if plan.routerAnswersAtOnce { routerAnswers() }
            collectOutput()
        }
        if plan.halfCloses {
            channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            do { try channel.throwIfErrorCaught() } catch { return false }
        }
        return true
    }

    private func makeWritable() {
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
    }

    /// Reads what reached the router and answers every request read to its end, oldest first.
    private mutating func routerAnswers() {
        while let part = try? channel.readInbound(as: HTTPRequestPart.self) {
            switch part {
            case .head(let request): routed.append((request, false))
            case .body: break
            case .end: routed[routed.count - 1].ended = true
            }
        }
        while answeredByRouter < routed.count, routed[answeredByRouter].ended {
            var response = HTTPResponse(status: .noContent)
            response.headerFields[Self.routedField] = String(answeredByRouter)
            do {
                try channel.writeOutbound(HTTPResponsePart.head(response))
                try channel.writeOutbound(HTTPResponsePart.end(nil))
            } catch {
                fatalError("FuzzWire: the router's answer cannot be written: \(error)")
            }
            answeredByRouter += 1
        }
    }

    private mutating func collectOutput() {
        while let bytes = try? channel.readOutbound(as: ByteBuffer.self) { output += bytes.readableBytesView }
    }

    /// `answer`, the `index`th written, answers `request`, the `index`th SwiftNIO reads: the router's answers in
    /// the order it was handed the requests, the wire's only to the `GET`s it answers.
    private func check(_ answer: ResponseStream.Answer, answers request: HTTPRequestHead, index: Int) {
        let stream = plan.stream
        guard let routedIndex = answer.routedIndex else {
            let wireTarget = API.wireRoutes.contains { $0.matches(request.uri) }
            HeadAgreement.require(request.method == .GET && wireTarget,
                                  "answer \(index) (\(answer.status)) came from the wire for \(request.method) \(request.uri)",
                                  stream)
            return
        }
        HeadAgreement.require(routedIndex < routed.count, "answer \(index) names routed request \(routedIndex)", stream)
        let expected = try? HTTPRequest(request, secure: false, splitCookie: false)
        let actual = routed[routedIndex].request
        HeadAgreement.require(expected?.method == actual.method && expected?.path == actual.path,
                              "answer \(index) answers \(actual.method) \(actual.path ?? "") but request \(index) is "
                              + "\(request.method) \(request.uri)", stream)
    }
}
