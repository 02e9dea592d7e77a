import NIOCore
import NIOPosix

extension PlaceNamesServer {
    /// Makes SwiftNIO's event loops run Swift concurrency's tasks too, so a request's handler runs on the thread
    /// that read it instead of hopping to the global pool and back. Call once, first thing, from the process's
    /// main entry; returns whether it took effect.
    @discardableResult
    public static func runTasksOnEventLoops() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
