import Foundation

/// Runs `body(0)`, `body(1)`, … `body(iterations - 1)`, each once, on the calling thread and on up to
/// `maximumThreads - 1` threads of their own, and returns when all have returned: `DispatchQueue.concurrentPerform`
/// without Dispatch's global threads.
///
/// On Linux those threads are also the Swift concurrency pool's (two on a two-core machine). A minute of parallel
/// work queued there (indexing the catalogs, validating them) left no thread for the tasks of a server answering in
/// the same process: its requests waited the whole minute (seen as 20-second client time-outs in the test suite, and
/// it would stall a server's answers during a reload). Threads of their own are scheduled by the kernel beside the
/// pool's, so both go on. Starting one costs tens of microseconds, nothing beside the work it takes.
package func performConcurrently(
    iterations: Int, maximumThreads: Int = ProcessInfo.processInfo.activeProcessorCount, _ body: (Int) -> Void
) {
    guard iterations > 1 else {
        if iterations == 1 { body(0) }
        return
    }
    let threads = max(1, min(iterations, maximumThreads))
    withoutActuallyEscaping(body) { body in
        let work = ConcurrentIterations(iterations: iterations, body: body)
        // Unretained: the threads are waited for below, so `work` (and with it `body`) outlives them, and nothing
        // keeps `body` once this closure returns, as `withoutActuallyEscaping` requires.
        let shared = Unmanaged.passUnretained(work)
        let others = (1..<threads).map { _ in OtherThread.start { shared.takeUnretainedValue().run() } }
        work.run()
        for other in others { other.wait() }
    }
}

/// The iterations still to start, taken one at a time by every thread of `performConcurrently`.
private final class ConcurrentIterations: @unchecked Sendable {
    private let iterations: Int
    private let body: (Int) -> Void
    private let lock = NSLock()
    private var next = 0

    init(iterations: Int, body: @escaping (Int) -> Void) {
        self.iterations = iterations
        self.body = body
    }

    func run() {
        while let iteration = take() { body(iteration) }
    }

    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < iterations else { return nil }
        next += 1
        return next - 1
    }
}
