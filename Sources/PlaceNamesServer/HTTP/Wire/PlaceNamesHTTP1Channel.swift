import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Hummingbird's HTTP/1 channel with a `KeepAliveHandler` after SwiftNIO's parser, and, when look-ups are answered
/// on the event loop, a `WireResponder` first in the pipeline, reading the connection's bytes before that parser,
/// and its `RouterRequestCounter` after the connection-state handler.
struct PlaceNamesHTTP1Channel: HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel
    /// How long graceful shutdown leaves a connection with no request in progress open (`KeepAliveHandler`).
    let shutdownQuietPeriod: TimeAmount?
    let makeWireResponder: @Sendable (RouterRequestCounter) -> WireResponder?

    var responder: Responder { base.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(KeepAliveHandler(shutdownQuietPeriod: shutdownQuietPeriod), position: .after(decoder))
            let counter = RouterRequestCounter()
            guard let wireResponder = makeWireResponder(counter) else { return value }
            let state = try pipeline.handler(type: HTTPConnectionStateHandler.self)
            try pipeline.addHandler(counter, position: .after(state))
            try pipeline.addHandler(wireResponder, position: .first)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
