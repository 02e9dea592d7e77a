import NIOCore

/// The idle time-out of a connection `WireResponder` reads, kept here because Hummingbird's connection-state
/// handler never sees the requests answered from the wire: the bytes read and written in both directions count.
extension WireResponder {
    func handlerAdded(context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        lastActivity = context.eventLoop.now
        scheduleIdleCheck(context, at: lastActivity + idleTimeout)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelIdleCheck()
    }

    func channelActive(context: ChannelHandlerContext) {
        lastActivity = context.eventLoop.now
        scheduleIdleCheck(context, at: lastActivity + idleTimeout)
        context.fireChannelActive()
    }

    /// Closes the connection once nothing has been read or written for `idleTimeout`, unless the router is still
    /// working on a request read in full (as Hummingbird's own time-out does).
    func idleCheckDue(_ context: ChannelHandlerContext) {
        idleCheck = nil
        let now = context.eventLoop.now
        if router.owed > 0, !router.isReadingRequest {
            scheduleIdleCheck(context, at: now + idleTimeout)
        } else if now >= lastActivity + idleTimeout {
            context.close(promise: nil)
        } else {
            scheduleIdleCheck(context, at: lastActivity + idleTimeout)
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
