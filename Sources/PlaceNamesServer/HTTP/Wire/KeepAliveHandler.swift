import NIOCore
import NIOHTTP1

/// Ends a connection after the answer to a request that does not keep it open (HTTP/1.0 without `keep-alive`,
/// `close` in any spelling), and has every answer to an HTTP/1.0 client say whether the connection persists; and
/// drains the connection on graceful shutdown.
///
/// It sits between SwiftNIO's HTTP/1 decoder and the codec to HTTP types (see `PlaceNamesHTTP1Channel`): the
/// codec drops the request's version, and Hummingbird ends a connection only after a request whose `Connection`
/// is exactly `close`. So a request SwiftNIO's parser reads as not persistent (RFC 9112 §9.3) is handed on with
/// `Connection: close`, and its answer says so (§9.6); an HTTP/1.0 client that asked for `keep-alive` is told
/// `Connection: keep-alive`, since it assumes a close otherwise. Answers come in the order of their requests, so
/// each answer head takes the next request's outcome, and pipelined answers keep their order.
///
/// It also keeps the connection's `ConnectionState`: it sees every request head the parser reads and every answer's
/// end, whoever wrote it. On graceful shutdown (`ChannelShouldQuiesceEvent`, sent to every connection once the
/// listener closes, and at once to one accepted after that) it applies `ConnectionState.quiesce(at:quietPeriod:)`:
/// Hummingbird's connection-state handler alone would close a connection with no request in progress at once, and
/// an idle keep-alive connection whose client has just sent its next request would lose it (RFC 9112 §9.6). A
/// request read while draining is answered with `Connection: close` and ends the connection. Whatever is still open
/// when the shutdown's grace ends is closed by the service group's cancellation.
final class KeepAliveHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// What an answer must say about the connection.
    private enum Persistence {
        /// Nothing: HTTP/1.1 persists unless told otherwise.
        case implied
        /// `Connection: keep-alive`, which an HTTP/1.0 client needs to keep the connection open.
        case keepAlive
        /// `Connection: close`: this answer is the connection's last.
        case close
    }

    /// The outcome of every request read and not yet answered, oldest first.
    private var unanswered = CircularBuffer<Persistence>(initialCapacity: 4)
    /// Whether a request that ends the connection was read to its end: the decoder rejects anything after it.
    private var lastRequestRead = false
    private var readingLastRequest = false
    /// How long graceful shutdown leaves a held connection with no request in progress open, for a request on its
    /// way; `nil` closes it at once (Hummingbird's own behaviour).
    private let shutdownQuietPeriod: TimeAmount?
    private let connection: ConnectionTracker
    /// The pending check that closes a quiet connection while draining.
    private var quietCheck: Scheduled<Void>?

    /// Creates the handler keeping `connection`'s state; `shutdownQuietPeriod` is how long graceful shutdown leaves
    /// a held connection with no request in progress open for one on its way (`nil`: closed at once).
    init(connection: ConnectionTracker = ConnectionTracker(), shutdownQuietPeriod: TimeAmount? = nil) {
        self.connection = connection
        self.shutdownQuietPeriod = shutdownQuietPeriod
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            connection.state.headRead()
            cancelQuietCheck()
        }
        switch unwrapInboundIn(data) {
        case .head(var head) where !head.isKeepAlive || connection.state.isDraining:
            unanswered.append(.close)
            readingLastRequest = true
            head.headers.replaceOrAdd(name: "Connection", value: "close")
            context.fireChannelRead(wrapInboundOut(.head(head)))
            return
        case .head(let head):
            unanswered.append(head.version.major == 1 && head.version.minor == 0 ? .keepAlive : .implied)
        case .body:
            break
        case .end:
            connection.state.requestEnded()
            if readingLastRequest { lastRequestRead = true }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { connection.state.answerEnded() }
        // An interim answer (`100 Continue`) is followed by the final one, which the request's outcome belongs to.
        guard case .head(var head) = unwrapOutboundIn(data), head.status.code >= 200 || head.status == .switchingProtocols,
              let persistence = unanswered.popFirst()
        else {
            context.write(data, promise: promise)
            return
        }
        switch persistence {
        case .implied:
            context.write(data, promise: promise)
            return
        case .keepAlive:
            // An answer that closes the connection itself (a parse error in the body) says so already.
            guard head.isKeepAlive else { break }
            head.headers.replaceOrAdd(name: "Connection", value: "keep-alive")
        case .close:
            head.headers.replaceOrAdd(name: "Connection", value: "close")
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// Bytes were read (SwiftNIO's decoder passes this on after every read, a whole head decoded or not).
    func channelReadComplete(context: ChannelHandlerContext) {
        connection.state.read(at: context.eventLoop.now)
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ConnectionTaskStarted {
            connection.state.taskStarted()
            return
        }
        guard event is ChannelShouldQuiesceEvent else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        switch connection.state.quiesce(at: context.eventLoop.now, quietPeriod: shutdownQuietPeriod) {
        case .nothing:
            return
        case .passOn:
            // Requests in progress are answered before the connection closes (Hummingbird's handler closes it after
            // the last answer's end), each answer not yet begun saying so.
            for index in unanswered.indices { unanswered[index] = .close }
            context.fireUserInboundEventTriggered(event)
        case .closeWhenQuiet(let deadline):
            scheduleQuietCheck(context, at: deadline)
        }
    }

    private func scheduleQuietCheck(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        quietCheck = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            quietCheck = nil
            guard let quiet = shutdownQuietPeriod else { return }
            switch connection.state.quietVerdict(at: context.eventLoop.now, quietPeriod: quiet) {
            case .close: context.close(promise: nil)
            case .checkAgain(let deadline): scheduleQuietCheck(context, at: deadline)
            case .keepUntilAnswered: break
            }
        }
    }

    private func cancelQuietCheck() {
        quietCheck?.cancel()
        quietCheck = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelQuietCheck()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelQuietCheck()
    }

    /// The decoder reports the bytes a client sends after the connection's last request (`closedConnection`, then
    /// `dataReceivedInErrorState`): they are never answered, as the connection closes after the last answer.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if lastRequestRead, error is HTTPParserError || error is ByteToMessageDecoderError { return }
        context.fireErrorCaught(error)
    }
}
