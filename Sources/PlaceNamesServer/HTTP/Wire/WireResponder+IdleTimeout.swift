import NIOCore

/// The idle time-out of a connection `WireResponder` reads, kept here because Hummingbird's connection-state
/// handler never sees the requests answered from the wire: the bytes read and written in both directions count.
extension WireResponder {
    func handlerAdded(context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        connection.state.read(at: context.eventLoop.now)
        scheduleIdleCheck(context, at: context.eventLoop.now + idleTimeout)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelIdleCheck()
    }

    func channelActive(context: ChannelHandlerContext) {
        connection.state.read(at: context.eventLoop.now)
        scheduleIdleCheck(context, at: context.eventLoop.now + idleTimeout)
        context.fireChannelActive()
    }

    /// Applies `ConnectionState.idleVerdict(at:timeout:)`: the rule Hummingbird's own time-out follows.
    func idleCheckDue(_ context: ChannelHandlerContext) {
        idleCheck = nil
        switch connection.state.idleVerdict(at: context.eventLoop.now, timeout: idleTimeout) {
        case .close: context.close(promise: nil)
        case .checkAgain(let deadline): scheduleIdleCheck(context, at: deadline)
        }
    }

    func scheduleIdleCheck(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        guard idleCheck == nil else { return }
        idleCheck = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            idleCheckDue(context)
        }
    }

    func cancelIdleCheck() {
        idleCheck?.cancel()
        idleCheck = nil
    }
}
