import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import PlaceNames
// Re-exported, so code that imports the server keeps seeing the served catalog, search and snapshot types it
// always has.
@_exported import PlaceNamesIndex
import ServiceLifecycle
import UnixSignals

/// The PlaceNames HTTP service: builds the Hummingbird application that serves a `CatalogStore`.
public enum PlaceNamesServer {
    /// The router with every endpoint and the middleware that guards, measures and shapes errors.
    public static func router(store: CatalogStore, configuration: ServerConfiguration) -> Router<BasicRequestContext> {
        // HEAD is answered on every GET route by running it (`HeadMiddleware` drops the body).
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        // Outermost, so that every answer, errors and HEAD included, gets the CORS fields.
        if let cors = CORSPolicy(origins: configuration.corsOrigins) {
            router.add(middleware: CORSPolicyMiddleware(policy: cors))
        }
        router.add(middleware: HeadMiddleware())
        router.add(middleware: MetricsMiddleware(metrics: store.metrics))
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: RequestGuardMiddleware(maxURILength: configuration.maxURILength))
        router.add(middleware: MethodNotAllowedMiddleware(allowed: API.allowedMethods))
        API(store: store, configuration: configuration).register(on: router)
        return router
    }

    /// The application: the router on `configuration.host:port`, look-ups answered from the wire when
    /// `answersOnEventLoop`, idle connections closed after `idleTimeout` (and, once graceful shutdown began, after
    /// `shutdownQuietPeriod` without a byte read), requests the HTTP parser rejects answered in JSON too, freed memory handed back to the system every 30 s, and, when `reloadOnHangup`, the catalog
    /// reloaded on `SIGHUP`. `onListening` is told the port the listener got, which is the system's choice when
    /// `configuration.port` is 0.
    public static func application(
        store: CatalogStore, configuration: ServerConfiguration, reloadOnHangup: Bool = false,
        logger: Logger = Logger(label: "placenames.server"),
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let idle = TimeAmount(configuration.idleTimeout)
        let quietPeriod = configuration.shutdownQuietPeriod > .zero ? TimeAmount(configuration.shutdownQuietPeriod) : nil
        let answersOnEventLoop = configuration.answersOnEventLoop
        let serverName = "placenames"
        // Hummingbird's defaults (80 KB per header, 80 KB in all, 1000 headers), named so the error message can quote them.
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration()
        let maxURILength = configuration.maxURILength
        let http1 = HTTP1Channel.Configuration(
            // With look-ups answered from the wire, `WireResponder` keeps the time-out: Hummingbird's would not
            // see those requests and would close busy connections.
            idleTimeout: answersOnEventLoop ? nil : idle,
            httpDecoderConfiguration: decoder)
        let api = API(store: store, configuration: configuration)
        let answers = LookupAnswers()
        let cors = CORSPolicy(origins: configuration.corsOrigins)
        var app = Application(
            router: router(store: store, configuration: configuration),
            server: HTTPServerBuilder { responder in
                PlaceNamesHTTP1Channel(
                    base: HTTP1Channel(responder: responder, configuration: http1), shutdownQuietPeriod: quietPeriod,
                    makeParserErrorResponder: { connection in
                        ParserErrorResponder(connection: connection, serverName: serverName, maxURILength: maxURILength,
                                             maxHeadBytes: decoder.maxHeaderListSize,
                                             maxHeaderFields: decoder.maxHeaderFieldCount)
                    },
                    makeWireResponder: { connection in
                        guard answersOnEventLoop else { return nil }
                        return WireResponder(api: api, answers: answers, serverName: serverName, connection: connection,
                                             idleTimeout: idle, cors: cors)
                    })
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                 serverName: serverName),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
        app.addServices(FreedMemoryService(interval: .seconds(30)))
        if reloadOnHangup { app.addServices(HangupReloadService(store: store, logger: logger)) }
        return app
    }

    /// Runs `application` until one of `signals` (SIGTERM, SIGINT) and then until its graceful shutdown ends,
    /// which is at most `shutdownGrace` later: requests still in flight then (a body announced and never sent, a
    /// stalled client) are cancelled and their connections closed, so the process exits promptly.
    public static func run(
        _ application: some ApplicationProtocol, shutdownGrace: Duration,
        signals: [UnixSignal] = [.sigterm, .sigint], logger: Logger
    ) async throws {
        try await serviceGroup(application, shutdownGrace: shutdownGrace, signals: signals, logger: logger).run()
    }

    /// The service group `run(_:shutdownGrace:signals:logger:)` runs; tests trigger its graceful shutdown.
    public static func serviceGroup(
        _ application: some ApplicationProtocol, shutdownGrace: Duration,
        signals: [UnixSignal] = [.sigterm, .sigint], logger: Logger
    ) -> ServiceGroup {
        var configuration = ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: signals,
                                                      logger: logger)
        configuration.maximumGracefulShutdownDuration = shutdownGrace
        return ServiceGroup(configuration: configuration)
    }
}
