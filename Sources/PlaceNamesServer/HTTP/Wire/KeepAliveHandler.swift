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
/// Graceful shutdown (`ChannelShouldQuiesceEvent`, sent to every connection once the listener closes, and at once to
/// one accepted after that) must not drop a request on its way: Hummingbird's connection-state handler closes a
/// connection with no request in progress at once: a connection accepted just before the listener closed, its
/// request still unread in the socket's buffer, is reset, and an idle keep-alive connection whose client has just
/// sent its next request loses it (RFC 9112 §9.6). So here the event goes on to that handler only while a request is in progress
/// (which it then answers before closing, the answer saying `Connection: close`); a connection with none on which the
/// router has answered before (idle between keep-alive requests) stays open until it has been quiet (nothing read)
/// for `shutdownQuietPeriod`, and a request read in that time is answered with `Connection: close` and ends the
/// connection. Any other connection is closed at once, as before (see `userInboundEventTriggered`). Whatever is still open when the shutdown's grace ends is closed
/// by the service group's cancellation.
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
    /// Requests whose head was read and whose answer has not been written to its end.
    private var inProgress = 0
    /// How long a connection with no request in progress stays open once graceful shutdown began, for a request on
    /// its way; `nil` closes it at once (Hummingbird's own behaviour).
    private let shutdownQuietPeriod: TimeAmount?
    /// Whether graceful shutdown began: every request read from here on is the connection's last.
    private var draining = false
    /// When bytes were last read, and the pending check that closes a quiet connection while draining.
    private var lastRead = NIODeadline.uptimeNanoseconds(0)
    private var quietCheck: Scheduled<Void>?
    /// Whether Hummingbird has written an answer on this connection: proof that its connection task holds it.
    private var answeredByRouter = false

    /// Creates the handler; `shutdownQuietPeriod` is how long graceful shutdown leaves a connection with no request
    /// in progress open for one on its way (`nil`: closed at once).
    init(shutdownQuietPeriod: TimeAmount? = nil) {
        self.shutdownQuietPeriod = shutdownQuietPeriod
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            inProgress += 1
            cancelQuietCheck()
        }
        switch unwrapInboundIn(data) {
        case .head(var head) where !head.isKeepAlive || draining:
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
            if readingLastRequest { lastRequestRead = true }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            answeredByRouter = true
            if inProgress > 0 { inProgress -= 1 }
        }
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
        lastRead = context.eventLoop.now
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is ChannelShouldQuiesceEvent, let quiet = shutdownQuietPeriod else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        guard !draining else { return }
        draining = true
        if inProgress > 0 {
            // Answered before the connection closes (Hummingbird's handler closes it after the last answer's end),
            // each answer not yet begun saying so.
            for index in unanswered.indices { unanswered[index] = .close }
            context.fireUserInboundEventTriggered(event)
        } else if !answeredByRouter {
            // Not yet known to be held by a Hummingbird connection task: closed at once, as Hummingbird does. A
            // connection accepted in the listener's last moments can be dropped before it reaches that task (SwiftNIO
            // yields it into the listener's stream, which the shutdown has ended), and one dropped while still open
            // traps in `NIOAsyncWriter`'s deinit ("Deinited NIOAsyncWriter without calling finish()"): 3 of 170
            // SIGTERM cycles when every such connection was kept open for the quiet period.
            context.fireUserInboundEventTriggered(event)
        } else {
            scheduleQuietCheck(context, at: context.eventLoop.now + quiet)
        }
    }

    /// Closes the connection, draining, once nothing has been read for `shutdownQuietPeriod` and no request is in
    /// progress; a request read in the meantime ends it after its answer instead.
    private func scheduleQuietCheck(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        quietCheck = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            quietCheck = nil
            guard inProgress == 0, let quiet = shutdownQuietPeriod else { return }
            if context.eventLoop.now < lastRead + quiet {
                scheduleQuietCheck(context, at: lastRead + quiet)  // part of a request came: wait for the rest
            } else {
                context.close(promise: nil)
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
