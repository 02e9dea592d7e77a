import Foundation

/// Threads of the server tests' own, on which a test server's tasks and its client's run instead of the cooperative
/// pool. That pool has one thread per core (two here) and every test of the run shares it: while two CPU-bound tests
/// held it, a server on it answered nothing for over 10 s, and the raw-socket tests timed out (CI, 2026-12-06, with
/// every sweep case on). Threads of their own get the CPU from the system's scheduler like any other thread.
final class ServerThreads: TaskExecutor, @unchecked Sendable {
    /// Shared by every test server of the process; idle threads cost nothing.
    static let shared = ServerThreads(count: 8)

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var next = 0
    /// Threads waiting for a job; guarded by `condition`.
    private var idle = 0
    /// Threads started; guarded by `condition`.
    private var started = 0

    private init(count: Int) {
        condition.lock()
        for _ in 0..<count { startThread() }
        condition.unlock()
    }

    /// A thread more, whenever a job comes and none is free: a test body that computes for a minute on one of these
    /// threads (a sweep inside `withServer`) must not keep another test's server waiting, as a fixed number of
    /// threads did (CI, 2026-12-06: with eight, the shutdown tests' listeners did not close within 10 s).
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        if jobs.count - next > idle { startThread() }
        condition.signal()
        condition.unlock()
    }

    /// Called with `condition` held.
    private func startThread() {
        let thread = Thread { [self] in work() }
        thread.name = "server-tests-\(started)"
        started += 1
        idle += 1
        thread.start()
    }

    private func work() {
        while true {
            condition.lock()
            while next == jobs.count { condition.wait() }
            let job = jobs[next]
            next += 1
            if next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
            }
            idle -= 1
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.lock()
            idle += 1
            condition.unlock()
        }
    }
}

/// Runs `body`, and every child task it starts (a test server's included), on ``ServerThreads``.
func onServerThreads<Value: Sendable>(_ body: () async throws -> Value) async throws -> Value {
    try await withTaskExecutorPreference(ServerThreads.shared) { try await body() }
}
