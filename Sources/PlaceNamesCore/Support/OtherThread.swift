import Foundation

/// Work run on a new thread of its own while the caller does its part, then waited for.
///
/// Not a Dispatch queue: on Linux the Swift concurrency pool runs on Dispatch's few global threads (two on a
/// two-core machine), and when callers on all of them wait like this, work queued there never starts (seen as a
/// hung test run). A thread of its own always starts; for a part of a big file its cost is nothing.
package final class OtherThread: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var waited = false

    /// Starts `body` on a new thread.
    package static func start(_ body: @escaping @Sendable () -> Void) -> OtherThread {
        let other = OtherThread()
        let thread = Thread {
            body()
            other.finished.signal()
        }
        thread.start()
        return other
    }

    /// Waits until the body has returned; later calls return at once. Call it from one thread only.
    package func wait() {
        guard !waited else { return }
        finished.wait()
        waited = true
    }
}
