import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// Hummingbird's HTTP/1 channel with a `WireResponder` first in the pipeline, reading the connection's bytes
/// before SwiftNIO's parser, and its `RouterRequestCounter` after the connection-state handler.
struct PlaceNamesHTTP1Channel: HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel
    let makeWireResponder: @Sendable (RouterRequestCounter) -> WireResponder?

    var responder: Responder { base.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let counter = RouterRequestCounter()
            guard let wireResponder = makeWireResponder(counter) else { return value }
            let pipeline = channel.pipeline.syncOperations
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
