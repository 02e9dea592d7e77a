import NIOCore
@testable import PlaceNamesServer
import Testing

/// The rules of one connection's life, with the time of each event given: when it may be closed as idle, and what
/// graceful shutdown does with it.
@Suite struct ConnectionStateTests {
    static let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
    static let timeout = TimeAmount.seconds(30)
    static let quiet = TimeAmount.milliseconds(250)

    @Test func anIdleConnectionClosesOnceNothingWasReadOrWrittenForTheTimeOut() {
        var state = ConnectionState(at: Self.start)
        #expect(state.idleVerdict(at: Self.start + .seconds(10), timeout: Self.timeout)
                    == .checkAgain(at: Self.start + Self.timeout))
        state.wrote(at: Self.start + .seconds(20))
        #expect(state.idleVerdict(at: Self.start + Self.timeout, timeout: Self.timeout)
                    == .checkAgain(at: Self.start + .seconds(50)))
        #expect(state.idleVerdict(at: Self.start + .seconds(50), timeout: Self.timeout) == .close)
    }

    /// A request read in full that the router is still answering keeps the connection; one whose body stopped
    /// coming does not.
    @Test func theRouterWorkingOnARequestReadInFullKeepsTheConnection() {
        var state = ConnectionState(at: Self.start)
        state.headRead()
        state.headHandedToRouter()
        #expect(state.idleVerdict(at: Self.start + .seconds(40), timeout: Self.timeout) == .close)
        state.requestEnded()
        state.requestEndHandedToRouter()
        #expect(state.idleVerdict(at: Self.start + .seconds(40), timeout: Self.timeout)
                    == .checkAgain(at: Self.start + .seconds(70)))
        state.answerEnded()
        #expect(state.owed == 0)
        #expect(state.idleVerdict(at: Self.start + .seconds(40), timeout: Self.timeout) == .close)
    }

    /// A request refused before the router (`ParserErrorResponder`) is owed its answer, but the router owes nothing
    /// for it, nor for the requests after it, which are never read: the idle time-out still closes the connection.
    @Test func aRequestRefusedBeforeTheRouterIsNotTheRoutersToAnswer() {
        var state = ConnectionState(at: Self.start)
        state.headRead()
        state.headHandedToRouter()
        state.requestEnded()
        state.requestEndHandedToRouter()
        state.headRead()  // refused
        state.headRead()  // after it: dropped
        #expect(!state.routerOwesNothing)
        state.answerEnded()
        #expect(state.routerOwesNothing)
        #expect(state.owed == 2)
        #expect(state.idleVerdict(at: Self.start + .seconds(40), timeout: Self.timeout) == .close)
    }

    @Test func anAnswerToNoRequestOwesNothing() {
        var state = ConnectionState(at: Self.start)
        state.answerEnded()
        #expect(state.owed == 0)
        state.headRead()
        state.headRead()
        state.answerEnded()
        #expect(state.owed == 1)
        #expect(state.heads == 2)
    }

    @Test func withNoQuietPeriodShutdownIsHummingbirdsOwn() {
        var state = ConnectionState(at: Self.start)
        state.taskStarted()
        #expect(state.quiesce(at: Self.start, quietPeriod: nil) == .passOn)
        #expect(!state.isDraining)
    }

    /// Requests in progress are Hummingbird's to answer, and the connection closes after them.
    @Test func aConnectionWithARequestInProgressIsPassedOn() {
        var state = ConnectionState(at: Self.start)
        state.taskStarted()
        state.headRead()
        #expect(state.quiesce(at: Self.start, quietPeriod: Self.quiet) == .passOn)
        #expect(state.isDraining)
        #expect(state.quiesce(at: Self.start, quietPeriod: Self.quiet) == .nothing)
    }

    /// One Hummingbird's task may never hold (accepted as the listener closed) is closed at once: kept open, it
    /// could be dropped open, which traps.
    @Test func aConnectionNoTaskHoldsIsClosedAtOnce() {
        var state = ConnectionState(at: Self.start)
        #expect(state.quiesce(at: Self.start, quietPeriod: Self.quiet) == .passOn)
    }

    /// A held keep-alive connection with nothing in progress waits for a request on its way, and is closed once
    /// nothing has been read for the quiet period; part of a request read meanwhile extends the wait, and a request
    /// read in full keeps it until its answer.
    @Test func aHeldIdleConnectionIsClosedOnceQuiet() {
        var state = ConnectionState(at: Self.start)
        state.taskStarted()
        let shutdown = Self.start + .seconds(5)
        #expect(state.quiesce(at: shutdown, quietPeriod: Self.quiet) == .closeWhenQuiet(at: shutdown + Self.quiet))
        #expect(state.quietVerdict(at: shutdown + Self.quiet, quietPeriod: Self.quiet) == .close)
        let partOfAHead = shutdown + .milliseconds(100)
        state.read(at: partOfAHead)
        #expect(state.quietVerdict(at: shutdown + Self.quiet, quietPeriod: Self.quiet)
                    == .checkAgain(at: partOfAHead + Self.quiet))
        state.headRead()
        #expect(state.quietVerdict(at: partOfAHead + Self.quiet, quietPeriod: Self.quiet) == .keepUntilAnswered)
    }
}
