import CoreMetrics
import Metrics
import Prometheus
import Synchronization

/// The server's metrics, made through swift-metrics with a Prometheus registry of its own, so `/metrics` shows
/// exactly this server's figures without bootstrapping the process-wide metrics system.
public final class ServerMetrics: Sendable {
    /// The registry `/metrics` renders in the Prometheus text format.
    public let registry: PrometheusCollectorRegistry
    let factory: PrometheusMetricsFactory
    /// How many places the served catalog has.
    let catalogPlaces: CoreMetrics.Gauge
    /// Request counters and timers already made, so a request does not build metric objects.
    private let requestMetrics = Mutex<[RouteStatus: (CoreMetrics.Counter, CoreMetrics.Timer)]>([:])

    private struct RouteStatus: Hashable {
        let route: String
        let status: Int
    }

    /// Creates the metrics with a registry of their own.
    public init() {
        registry = PrometheusCollectorRegistry()
        factory = PrometheusMetricsFactory(registry: registry)
        catalogPlaces = CoreMetrics.Gauge(label: "placenames_catalog_places", factory: factory)
    }

    /// Counts catalog reloads by outcome: `reloaded`, `unchanged` or `rejected`.
    func reloads(outcome: String) -> CoreMetrics.Counter {
        CoreMetrics.Counter(label: "placenames_catalog_reloads_total", dimensions: [("outcome", outcome)],
                            factory: factory)
    }

    /// Counts one answered request by route and status (`placenames_http_requests_total`) and times it by route
    /// (`placenames_http_request_duration_seconds`).
    func recordRequest(route: String, status: Int, since start: ContinuousClock.Instant) {
        let elapsed = (ContinuousClock.now - start).components
        let key = RouteStatus(route: route, status: status)
        let (counter, timer) = requestMetrics.withLock { table in
            if let made = table[key] { return made }
            let made = (
                CoreMetrics.Counter(label: "placenames_http_requests_total",
                                    dimensions: [("route", route), ("status", String(status))], factory: factory),
                CoreMetrics.Timer(label: "placenames_http_request_duration_seconds", dimensions: [("route", route)],
                                  factory: factory)
            )
            table[key] = made
            return made
        }
        counter.increment()
        timer.recordNanoseconds(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
    }

    /// The registry's figures in the Prometheus text exposition format.
    public func render() -> [UInt8] {
        registry.emitToBuffer()
    }
}
