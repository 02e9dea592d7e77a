import Dispatch
import Synchronization

/// A value made the first time it is asked for, on a Dispatch thread, and kept: what a route that answers from a
/// whole catalog (the coverage page) needs. Not on the asking task's thread: with `runTasksOnEventLoops` tasks run
/// on the event loops, and half a second of counting there would stall every connection of that loop. Whoever asks
/// while it is being made waits for that one making, so it is made once.
package final class MadeOnce<Value: Sendable>: Sendable {
    private enum State {
        case notAsked
        case making(waiting: [CheckedContinuation<Value, Never>])
        case made(Value)
    }

    private let state = Mutex<State>(.notAsked)

    /// The value, made by `make` if no one has asked before.
    package func value(_ make: @escaping @Sendable () -> Value) async -> Value {
        if let made { return made }
        return await withCheckedContinuation { continuation in
            let ready: Value? = state.withLock { state in
                switch state {
                case .made(let value):
                    return value
                case .making(let waiting):
                    state = .making(waiting: waiting + [continuation])
                    return nil
                case .notAsked:
                    state = .making(waiting: [continuation])
                    DispatchQueue.global(qos: .userInitiated).async { self.finish(make()) }
                    return nil
                }
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// The value when it has been made, else nil.
    package var made: Value? {
        state.withLock { state in
            if case .made(let value) = state { return value }
            return nil
        }
    }

    private func finish(_ value: Value) {
        let waiting = state.withLock { state in
            guard case .making(let waiting) = state else { return [CheckedContinuation<Value, Never>]() }
            state = .made(value)
            return waiting
        }
        for continuation in waiting { continuation.resume(returning: value) }
    }
}
