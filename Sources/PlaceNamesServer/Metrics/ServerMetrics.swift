import CoreMetrics
import Metrics
import Prometheus

/// The server's metrics, made through swift-metrics with a Prometheus registry of its own, so `/metrics` shows
/// exactly this server's figures without bootstrapping the process-wide metrics system.
public final class ServerMetrics: Sendable {
    /// The registry `/metrics` renders in the Prometheus text format.
    public let registry: PrometheusCollectorRegistry
    let factory: PrometheusMetricsFactory
    /// How many places the served catalog has.
    let catalogPlaces: CoreMetrics.Gauge

    public init() {
        registry = PrometheusCollectorRegistry()
        factory = PrometheusMetricsFactory(registry: registry)
        catalogPlaces = CoreMetrics.Gauge(label: "placenames_catalog_places", factory: factory)
    }

    /// Counts catalog reloads by outcome: `reloaded`, `unchanged` or `rejected`.
    func reloads(outcome: String) -> CoreMetrics.Counter {
        CoreMetrics.Counter(label: "placenames_catalog_reloads_total", dimensions: [("outcome", outcome)], factory: factory)
    }

    /// Counts answered requests by route and status.
    func requests(route: String, status: Int) -> CoreMetrics.Counter {
        CoreMetrics.Counter(label: "placenames_http_requests_total",
                dimensions: [("route", route), ("status", String(status))], factory: factory)
    }

    /// Times requests by route.
    func duration(route: String) -> CoreMetrics.Timer {
        CoreMetrics.Timer(label: "placenames_http_request_duration_seconds", dimensions: [("route", route)],
                      factory: factory)
    }

    /// The registry's figures in the Prometheus text exposition format.
    public func render() -> [UInt8] {
        registry.emitToBuffer()
    }
}
