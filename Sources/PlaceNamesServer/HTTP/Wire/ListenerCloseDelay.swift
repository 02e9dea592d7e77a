import NIOCore

/// On the listening channel: when graceful shutdown closes it, accepts nothing more at once and closes it only once
/// every event loop has run what was queued on it by then, so that connections already accepted reach the server's
/// connection loop first.
///
/// SwiftNIO sets an accepted connection up on its own event loop and then hands it to Hummingbird through the
/// listener's async stream. Closed at once, the listener ends that stream while connections it accepted in its last
/// moments are still being set up on the other loop: they are dropped unanswered, their request already in the socket
/// (a reset for the client), and one dropped before it became active trapped in `NIOAsyncWriter`'s deinit
/// ("Deinited NIOAsyncWriter without calling finish()"). Turning `autoRead` off stops the accepting; connections the
/// kernel completes in that moment and nobody accepts are reset when the listener closes, as at any close.
final class ListenerCloseDelay: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = Any

    /// The event loops connections are set up on.
    let group: any EventLoopGroup
    private var closing = false

    init(group: any EventLoopGroup) {
        self.group = group
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, !closing else {
            context.close(mode: mode, promise: promise)
            return
        }
        closing = true
        try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: false)
        // A task on each loop runs after the set-ups queued there before it, and the hand-overs those queued on this
        // loop run before the close queued after them.
        let rounds = group.makeIterator().map { $0.submit {} }
        EventLoopFuture.andAllComplete(rounds, on: context.eventLoop).assumeIsolated().whenComplete { _ in
            context.eventLoop.assumeIsolated().execute {
                context.close(mode: mode, promise: promise)
            }
        }
    }
}
