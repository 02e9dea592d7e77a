import Dispatch
import ServiceLifecycle

/// Every `interval`, hands the memory freed since back to the system (`FreedMemory`), until graceful shutdown.
/// Requests of very different sizes (a 120-id look-up, a refused 300 KB body, search pages) leave free pages inside
/// glibc's arenas; without this the resident size of a long-running server creeps up though nothing leaks.
struct FreedMemoryService: Service {
    let interval: Duration

    func run() async {
        await cancelWhenGracefulShutdown {
            while true {
                // Cancelled at graceful shutdown: that ends the service, and is no failure.
                do { try await Task.sleep(for: interval) } catch { return }
                // Off the event loops, which run this task: trimming walks every arena.
                DispatchQueue.global(qos: .utility).async { FreedMemory.release() }
            }
        }
    }
}
