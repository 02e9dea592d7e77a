import NIOCore

/// Answers place look-ups (`GET /v1/places/{id}`, `…/names`), searches (`GET /v1/search`) and `GET /healthz`
/// straight from the connection's bytes, on the event loop that read them: no HTTP parser, no router, no
/// per-request task. Profiles put SwiftNIO's HTTP/1 decoding and encoding and the router's task hops, not the
/// look-up, at the heart of a look-up's cost, and at over half of a cached search's, so the requests apps repeat
/// most skip them; the answers are the routes' own, byte for byte.
///
/// It sits first in the connection's pipeline (see `PlaceNamesHTTP1Channel`). Every other request, and every
/// request that arrives while the router owes an answer (so pipelined answers keep their order), is handed on to
/// SwiftNIO's parser whole, with its body; after a head this reader does not vouch for (`WireRequestHead`), or one
/// SwiftNIO does not read as a head, the rest of the connection is. Since Hummingbird's connection-state handler never sees the requests answered here,
/// the idle time-out is kept here instead, for the bytes in both directions. On graceful shutdown
/// (`ChannelShouldQuiesceEvent`) it answers nothing more and hands the rest of the connection, any partial head
/// first, to SwiftNIO's parser: `KeepAliveHandler` drains the connection, and the router's answer to a request read
/// then says `Connection: close` (no answer of this handler is ever left half-done between two reads).
final class WireResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum State {
        /// At the start of a request head.
        case readingHeads
        /// Handing on the body of a request the router answers: this many bytes are still to come.
        case handingOnBody(remaining: Int)
        /// Everything from here on goes to SwiftNIO's parser.
        case handedOver
    }

    let api: API
    let answers: LookupAnswers
    let serverName: String?
    var date = HTTPDate()
    /// The connection's requests and times, kept by `KeepAliveHandler` behind SwiftNIO's parser.
    let connection: ConnectionTracker
    let idleTimeout: TimeAmount
    /// The CORS fields every answer gets, added as the router's `CORSPolicyMiddleware` adds them.
    let cors: CORSPolicy?
    private var state = State.readingHeads
    /// Bytes read and neither answered nor handed on yet: the start of a head, or requests waiting for the
    /// connection to take writes; the first `scanned` of them hold no end of head.
    private var partial: ByteBuffer?
    private var scanned = 0
    private var waitsForWritability = false
    /// Whether a read was asked for while `waitsForWritability`.
    private var readWanted = false
    /// The pending check for an idle connection.
    var idleCheck: Scheduled<Void>?

    /// Heads longer than this are left to SwiftNIO's parser and its limits (and its JSON errors).
    static let maxHeadBytes = 16 * 1024

    init(api: API, answers: LookupAnswers, serverName: String?, connection: ConnectionTracker,
         idleTimeout: TimeAmount, cors: CORSPolicy? = nil) {
        self.api = api
        self.answers = answers
        self.serverName = serverName
        self.connection = connection
        self.idleTimeout = idleTimeout
        self.cors = cors
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        connection.state.read(at: context.eventLoop.now)
        var bytes = unwrapInboundIn(data)
        if var partial {
            self.partial = nil
            partial.writeBuffer(&bytes)
            bytes = partial
        }
        process(bytes, context: context)
    }

    /// Answers or hands on the requests in `input`, and keeps what is left for later: the start of a head, or
    /// every request not yet answered while the connection takes no more writes (a client that sends without
    /// reading must not make the server hold its answers in memory).
    private func process(_ input: ByteBuffer, context: ChannelHandlerContext) {
        var bytes = input
        var answered = false
        defer { if answered { context.flush() } }
        while bytes.readableBytes > 0 {
            switch state {
            case .handedOver:
                context.fireChannelRead(wrapInboundOut(bytes))
                return
            case .handingOnBody(let remaining):
                let count = min(remaining, bytes.readableBytes)
                context.fireChannelRead(wrapInboundOut(bytes.readSlice(length: count)!))
                state = count == remaining ? .readingHeads : .handingOnBody(remaining: remaining - count)
            case .readingHeads:
                guard context.channel.isWritable else {
                    waitsForWritability = true
                    partial = bytes
                    scanned = 0
                    return
                }
                switch WireRequestHead.read(bytes, scanned: scanned, limit: Self.maxHeadBytes) {
                case .incomplete(let scanned):
                    self.scanned = scanned
                    partial = bytes
                    return
                case .unusual:
                    state = .handedOver
                case .head(let head):
                    scanned = 0
                    let headBytes = bytes.readSlice(length: head.length)!
                    if connection.state.owed == 0, head.contentLength == 0, let answer = answer(head) {
                        write(answer, context: context)
                        answered = true
                    } else {
                        let heads = connection.state.routerHeads
                        context.fireChannelRead(wrapInboundOut(headBytes))
                        // SwiftNIO reads a complete head at once; if it did not read this one as a head the router
                        // takes (a method it does not know, a refused transfer coding), the connection is its to end,
                        // and nothing more is answered here.
                        if connection.state.routerHeads == heads { state = .handedOver }
                        else if head.contentLength > 0 { state = .handingOnBody(remaining: head.contentLength) }
                    }
                }
            }
        }
    }

    /// While answers wait for the connection to take writes again, nothing more is read from it.
    func read(context: ChannelHandlerContext) {
        if waitsForWritability { readWanted = true } else { context.read() }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, waitsForWritability {
            waitsForWritability = false
            if let partial {
                self.partial = nil
                process(partial, context: context)
            }
            if !waitsForWritability, readWanted {
                readWanted = false
                context.read()
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        connection.state.wrote(at: context.eventLoop.now)
        context.write(data, promise: promise)
    }

    /// A head cut short by the end of input goes to SwiftNIO's parser, which reports it as it would any other; on
    /// graceful shutdown everything from here on does.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { handOverPartial(context) }
        if event is ChannelShouldQuiesceEvent {
            handOverPartial(context)
            state = .handedOver
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        handOverPartial(context)
        cancelIdleCheck()
        context.fireChannelInactive()
    }

    private func handOverPartial(_ context: ChannelHandlerContext) {
        guard let partial else { return }
        self.partial = nil
        state = .handedOver
        context.fireChannelRead(wrapInboundOut(partial))
        if waitsForWritability {
            waitsForWritability = false
            if readWanted { context.read() }
            readWanted = false
        }
    }
}
