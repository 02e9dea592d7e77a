import NIOCore
import NIOHTTP1

/// Ends a connection after the answer to a request that does not keep it open (HTTP/1.0 without `keep-alive`,
/// `close` in any spelling), and has every answer to an HTTP/1.0 client say whether the connection persists.
///
/// It sits between SwiftNIO's HTTP/1 decoder and the codec to HTTP types (see `PlaceNamesHTTP1Channel`): the
/// codec drops the request's version, and Hummingbird ends a connection only after a request whose `Connection`
/// is exactly `close`. So a request SwiftNIO's parser reads as not persistent (RFC 9112 §9.3) is handed on with
/// `Connection: close`, and its answer says so (§9.6); an HTTP/1.0 client that asked for `keep-alive` is told
/// `Connection: keep-alive`, since it assumes a close otherwise. Answers come in the order of their requests, so
/// each answer head takes the next request's outcome, and pipelined answers keep their order.
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

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(var head) where !head.isKeepAlive:
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

    /// The decoder reports the bytes a client sends after the connection's last request (`closedConnection`, then
    /// `dataReceivedInErrorState`): they are never answered, as the connection closes after the last answer.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if lastRequestRead, error is HTTPParserError || error is ByteToMessageDecoderError { return }
        context.fireErrorCaught(error)
    }
}
