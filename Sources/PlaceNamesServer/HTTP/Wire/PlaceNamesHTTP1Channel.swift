import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Hummingbird's HTTP/1 channel with a `KeepAliveHandler` after SwiftNIO's parser, a `ParserErrorResponder` before
/// Hummingbird's connection-state handler, and, when look-ups are answered on the event loop, a `WireResponder` first
/// in the pipeline, reading the connection's bytes before that parser. The three share the connection's
/// `ConnectionTracker`, and `handle(value:logger:)` tells them when Hummingbird's task holds the connection.
struct PlaceNamesHTTP1Channel: HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel
    /// How long graceful shutdown leaves a connection with no request in progress open (`KeepAliveHandler`).
    let shutdownQuietPeriod: TimeAmount?
    let makeParserErrorResponder: @Sendable (ConnectionTracker) -> ParserErrorResponder
    let makeWireResponder: @Sendable (ConnectionTracker) -> WireResponder?

    var responder: Responder { base.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let connection = ConnectionTracker(at: channel.eventLoop.now)
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(KeepAliveHandler(connection: connection, shutdownQuietPeriod: shutdownQuietPeriod),
                                    position: .after(decoder))
            let state = try pipeline.handler(type: HTTPConnectionStateHandler.self)
            try pipeline.addHandler(makeParserErrorResponder(connection), position: .before(state))
            guard let wireResponder = makeWireResponder(connection) else { return value }
            try pipeline.addHandler(wireResponder, position: .first)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        value.channel.pipeline.fireUserInboundEventTriggered(ConnectionTaskStarted())
        await base.handle(value: value, logger: logger)
    }
}
