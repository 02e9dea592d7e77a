import Hummingbird
import Logging
import PlaceNames
import ServiceLifecycle

/// The PlaceNames HTTP service: builds the Hummingbird application that serves a `CatalogStore`.
public enum PlaceNamesServer {
    /// The router with every endpoint and the middleware that guards, measures and shapes errors.
    public static func router(store: CatalogStore, configuration: ServerConfiguration) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: MetricsMiddleware(metrics: store.metrics))
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: RequestGuardMiddleware(maxURILength: configuration.maxURILength))
        API(store: store, configuration: configuration).register(on: router)
        return router
    }

    /// The application: the router on `configuration.host:port`, with idle connections closed after
    /// `idleTimeout`, and, when `reloadOnHangup`, the catalog reloaded on `SIGHUP`.
    public static func application(
        store: CatalogStore, configuration: ServerConfiguration, reloadOnHangup: Bool = false,
        logger: Logger = Logger(label: "placenames.server")
    ) -> some ApplicationProtocol {
        let idle = configuration.idleTimeout.components
        var app = Application(
            router: router(store: store, configuration: configuration),
            server: .http1(configuration: .init(idleTimeout: .nanoseconds(
                idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                 serverName: "placenames"),
            logger: logger
        )
        if reloadOnHangup { app.addServices(HangupReloadService(store: store, logger: logger)) }
        return app
    }
}
