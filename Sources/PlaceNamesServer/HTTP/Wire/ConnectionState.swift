import NIOCore

/// What one connection is doing, and the rules that follow from it: whether a request may be answered from the
/// wire (nothing owed by the router, so answers keep their order), when the connection is idle, and what graceful
/// shutdown does with it. Kept once per connection (`ConnectionTracker`) and shared by the handlers that used to
/// count requests each on their own: `KeepAliveHandler` reports every request SwiftNIO's parser reads and every
/// answer's end, `WireResponder` and `ParserErrorResponder` read the counts.
///
/// A value with no clock of its own: every event that needs a time comes with it (`at:`, the event loop's `now`),
/// so the rules are tested alone (`ConnectionStateTests`).
struct ConnectionState: Equatable {
    /// Every request head SwiftNIO's parser read on this connection (those `WireResponder` answers never reach it).
    private(set) var heads = 0
    /// The answers written to their end to those requests, in order.
    private(set) var answers = 0
    /// Whether a request head was read and its body has not ended.
    private(set) var isReadingRequest = false
    /// The request heads handed on to the router (past `ParserErrorResponder`, which refuses some and reads nothing
    /// after them), and whether the body of the last is still being handed on.
    private(set) var routerHeads = 0
    private(set) var isRouterReadingRequest = false
    /// When bytes were last read, and last read or written.
    private(set) var lastRead: NIODeadline
    private(set) var lastActivity: NIODeadline
    /// Whether Hummingbird's task for the connection has started: from then on it reads the connection's requests
    /// and answers them, so the connection may be kept open during the shutdown (see `quiesce(at:quietPeriod:)`).
    private(set) var isHeld = false
    /// Whether graceful shutdown began: every request read from here on is the connection's last.
    private(set) var isDraining = false

    init(at now: NIODeadline) {
        lastRead = now
        lastActivity = now
    }

    mutating func read(at now: NIODeadline) {
        lastRead = now
        lastActivity = now
    }

    mutating func wrote(at now: NIODeadline) {
        lastActivity = now
    }

    /// Requests read and not answered in full yet.
    var owed: Int { heads - answers }
    /// Whether every request handed to the router has its answer.
    var routerOwesNothing: Bool { answers >= routerHeads }

    mutating func headRead() {
        heads += 1
        isReadingRequest = true
    }

    mutating func requestEnded() {
        isReadingRequest = false
    }

    mutating func headHandedToRouter() {
        routerHeads += 1
        isRouterReadingRequest = true
    }

    mutating func requestEndHandedToRouter() {
        isRouterReadingRequest = false
    }

    /// An answer was written to its end. An answer to no request (a parse error's) owes nothing.
    mutating func answerEnded() {
        if answers < heads { answers += 1 }
    }

    mutating func taskStarted() {
        isHeld = true
    }

    /// What the idle time-out does at `now`.
    enum IdleVerdict: Equatable {
        case close
        case checkAgain(at: NIODeadline)
    }

    /// Closes a connection on which nothing was read or written for `timeout`, unless the router is working on a
    /// request read in full (as Hummingbird's own time-out does); a client that stops sending a body is closed.
    func idleVerdict(at now: NIODeadline, timeout: TimeAmount) -> IdleVerdict {
        if !routerOwesNothing, !isRouterReadingRequest { return .checkAgain(at: now + timeout) }
        if now >= lastActivity + timeout { return .close }
        return .checkAgain(at: lastActivity + timeout)
    }

    /// What graceful shutdown (`ChannelShouldQuiesceEvent`) does with the connection.
    enum QuiesceVerdict: Equatable {
        /// Shutdown had begun already.
        case nothing
        /// Hummingbird's handler takes it: it answers the requests in progress, then closes the connection (at once
        /// when there are none).
        case passOn
        /// Kept open for a request on its way, and closed if nothing is read until then.
        case closeWhenQuiet(at: NIODeadline)
    }

    /// Begins draining. With no `quietPeriod`, Hummingbird's own behaviour. A connection with requests in progress is
    /// Hummingbird's to answer and close. One with none is closed at once unless Hummingbird's task holds it: one
    /// accepted in the listener's last moments may never reach that task (SwiftNIO yields it into the listener's
    /// stream, which the shutdown has ended), and one dropped while open traps in `NIOAsyncWriter`'s deinit ("Deinited
    /// NIOAsyncWriter without calling finish()": 3 of 170 SIGTERM cycles when every such connection was kept open).
    /// A held one stays open until it has been quiet for `quietPeriod`: its client may be sending its next request
    /// (RFC 9112 §9.6), which is then answered, saying `Connection: close`.
    mutating func quiesce(at now: NIODeadline, quietPeriod: TimeAmount?) -> QuiesceVerdict {
        guard let quietPeriod else { return .passOn }
        guard !isDraining else { return .nothing }
        isDraining = true
        guard owed == 0, isHeld else { return .passOn }
        return .closeWhenQuiet(at: now + quietPeriod)
    }

    /// What a draining connection does when its quiet check is due at `now`.
    enum QuietVerdict: Equatable {
        case close
        /// Part of a request came in the meantime: wait for the rest.
        case checkAgain(at: NIODeadline)
        /// A request is in progress: its answer ends the connection.
        case keepUntilAnswered
    }

    func quietVerdict(at now: NIODeadline, quietPeriod: TimeAmount) -> QuietVerdict {
        if owed > 0 { return .keepUntilAnswered }
        if now < lastRead + quietPeriod { return .checkAgain(at: lastRead + quietPeriod) }
        return .close
    }
}

/// The one `ConnectionState` of a connection, shared by its handlers; all run on the connection's event loop.
final class ConnectionTracker {
    var state: ConnectionState

    init(at now: NIODeadline = .now()) {
        state = ConnectionState(at: now)
    }
}

/// Sent down a connection's pipeline when Hummingbird's task for it starts (`PlaceNamesHTTP1Channel.handle`).
struct ConnectionTaskStarted {}
