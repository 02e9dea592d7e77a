import NIOCore
import NIOHTTPTypes

/// Counts the requests the router is reading or answering on a connection, for `WireResponder`: it answers
/// nothing itself while the router owes an answer, so pipelined answers keep their order, and its idle time-out
/// spares a connection whose request the router is still answering.
final class RouterRequestCounter: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Requests whose head reached the router and whose answer has not been written to its end.
    private(set) var owed = 0
    /// Every request head that reached the router on this connection.
    private(set) var heads = 0
    /// Whether a request head reached the router and its body has not ended.
    private(set) var isReadingRequest = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            owed += 1
            heads += 1
            isReadingRequest = true
        case .body:
            break
        case .end:
            isReadingRequest = false
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), owed > 0 { owed -= 1 }
        context.write(data, promise: promise)
    }
}
