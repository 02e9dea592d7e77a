import Foundation

/// Runs a measured body a few times and prints the best wall time and the best CPU time of this thread (on a shared
/// machine, CPU time leaves out the time spent waiting for a core); the result is kept so nothing is optimised away.
struct BestOf {
    let rounds: Int

    /// Prints `library  operation  count  wall s  cpu s  per cpu second`.
    func measure(_ library: String, _ operation: String, _ count: Int, _ body: () -> Int) {
        var bestWall = Double.infinity
        var bestCPU = Double.infinity
        var sink = 0
        for _ in 0..<rounds {
            let cpu = Self.threadCPUSeconds()
            let start = ContinuousClock.now
            sink &+= body()
            let wall = ContinuousClock.now - start
            bestCPU = min(bestCPU, Self.threadCPUSeconds() - cpu)
            bestWall = min(bestWall, Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18)
        }
        let rate = Double(count) / bestCPU
        print("\(library)\t\(operation)\t\(count)\t\(String(format: "%.3f", bestWall))\t\(String(format: "%.3f", bestCPU))\t\(String(format: "%.0f", rate))")
        if sink == Int.min { print(sink) }
    }

    /// CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
