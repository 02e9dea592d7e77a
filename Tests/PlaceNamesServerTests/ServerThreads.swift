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

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [self] in work() }
            thread.name = "server-tests-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
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
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs `body`, and every child task it starts (a test server's included), on ``ServerThreads``.
func onServerThreads<Value: Sendable>(_ body: () async throws -> Value) async throws -> Value {
    try await withTaskExecutorPreference(ServerThreads.shared) { try await body() }
}
