import Logging
import ServiceLifecycle
import UnixSignals

/// Reloads the catalog each time the process gets `SIGHUP`, until graceful shutdown.
struct HangupReloadService: Service {
    let store: CatalogStore
    let logger: Logger

    func run() async throws {
        let signals = await UnixSignalsSequence(trapping: .sighup)
        logger.debug("reloading the catalog on SIGHUP")
        for await _ in signals.cancelOnGracefulShutdown() {
            logger.info("SIGHUP: reloading the catalog")
            _ = await store.reload()
        }
    }
}
