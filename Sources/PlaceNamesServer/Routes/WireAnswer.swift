import HTTPTypes
import HummingbirdCore

/// How `WireResponder` answers a route's `GET` from the connection's bytes, the route's answer byte for byte: the
/// routes that say so in `API.routes` are the only ones it answers, and its metric labels are their patterns.
enum WireAnswer: Sendable {
    /// The same answer every time, for the path alone (no query): `/healthz`.
    case fixed(PreparedResponse)
    /// An answer made from the query and the header fields the route reads, for the path with or without a query.
    case query(@Sendable (API, URI, HTTPFields) throws(APIError) -> PreparedResponse)
    /// A place look-up under the pattern's `/**` (`/v1/places/{id}[/names]`), remembered per request target
    /// (`LookupAnswers`).
    case place
}

/// A route `WireResponder` answers: its pattern, as the router's metrics label it, and how.
struct WireRoute: Sendable {
    let pattern: String
    let answer: WireAnswer
    /// For `.place`: the pattern without its `**` (`/v1/places/`).
    let prefix: String

    init(pattern: String, answer: WireAnswer) {
        self.pattern = pattern
        self.answer = answer
        prefix = pattern.hasSuffix("/**") ? String(pattern.dropLast(2)) : pattern
    }

    /// Whether `WireResponder` answers `target` (a request target) for this route, as `WireResponder.answer(_:)` decides.
    func matches(_ target: String) -> Bool {
        switch answer {
        case .fixed: target == pattern
        case .query: WireResponder.isPath(pattern, target)
        case .place: WireResponder.pathSegments(target, after: prefix) != nil
        }
    }
}
