import HTTPTypes
import HummingbirdCore
import NIOCore

extension WireResponder {
    /// What `WireResponder` writes for one request it answers itself.
    struct Answer {
        let response: PreparedResponse
        let route: String
        let started: ContinuousClock.Instant
        /// The request's `Origin` values, for the CORS fields.
        var origin: [String] = []
    }

    /// The answer to `head` when it is a request answered here, else `nil` (the router answers it).
    func answer(_ head: WireRequestHead) -> Answer? {
        guard head.isGet else { return nil }
        let started = ContinuousClock.now
        if head.target == "/healthz" {
            return Answer(response: API.health, route: "/healthz", started: started, origin: head.origin)
        }
        if Self.isPath(Self.searchPath, head.target) {
            return Answer(response: search(head), route: Self.searchPath, started: started, origin: head.origin)
        }
        if Self.isPath(Self.reversePath, head.target) {
            let response = routeAnswer(head) { uri, headers throws(APIError) in
                try api.reverse(uri: uri, headers: headers)
            }
            return Answer(response: response, route: Self.reversePath, started: started, origin: head.origin)
        }
        guard let segments = Self.placeSegments(head.target) else { return nil }
        let response = answers.answer(target: head.target, acceptLanguage: head.acceptLanguage,
                                      ifNoneMatch: head.ifNoneMatch, fingerprint: api.store.served.fingerprint) {
            routeAnswer(head) { uri, headers throws(APIError) in
                try api.place(segments: segments(), uri: uri, headers: headers)
            }
        }
        return Answer(response: response, route: "/v1/places/**", started: started, origin: head.origin)
    }

    /// The search route's answer to `head`. Searches are not remembered as look-ups are: the answer depends on the
    /// whole query, and repeated short queries are already cached by the index (`ShortQueryCache`).
    private func search(_ head: WireRequestHead) -> PreparedResponse {
        routeAnswer(head) { uri, headers throws(APIError) in try api.search(uri: uri, headers: headers) }
    }

    /// What the route `answer` gives for `head`, called as the router would call it: with the request's URI once
    /// the router's guard passed it, and the header fields the routes read; an error becomes its JSON answer.
    private func routeAnswer(
        _ head: WireRequestHead, _ answer: (URI, HTTPFields) throws(APIError) -> PreparedResponse
    ) -> PreparedResponse {
        var headers = HTTPFields()
        for value in head.acceptLanguage { headers.append(HTTPField(name: .acceptLanguage, value: value)) }
        for value in head.ifNoneMatch { headers.append(HTTPField(name: .ifNoneMatch, value: value)) }
        do throws(APIError) {
            let uri = URI(head.target)
            try RequestGuard.check(uri, maxURILength: api.configuration.maxURILength)
            return try answer(uri, headers)
        } catch {
            return PreparedResponse(error)
        }
    }

    /// Writes `answer` (not flushed) and counts it in the request metrics.
    func write(_ answer: Answer, context: ChannelHandlerContext) {
        var response = answer.response
        // On a copy: the remembered answer serves every origin.
        let corsFields = cors?.apply(to: &response.headers, origin: answer.origin, preflight: false) ?? [:]
        var bytes = context.channel.allocator.buffer(capacity: 512 + (response.body?.readableBytes ?? 0))
        response.write(to: &bytes, date: date.now(), serverName: serverName, after: corsFields)
        context.write(wrapOutboundOut(bytes), promise: nil)
        api.store.metrics.recordRequest(route: answer.route, status: answer.response.status.code,
                                        since: answer.started)
    }

    private static let placesPrefix = "/v1/places/"
    static let searchPath = "/v1/search"
    static let reversePath = "/v1/reverse"

    /// Whether `target` is `path`, alone or with a query (`/v1/search?q=bangk`): a trailing `/` or a fragment is
    /// left to the router, which reads them its own way.
    static func isPath(_ path: String, _ target: String) -> Bool {
        let bytes = target.utf8
        guard bytes.starts(with: path.utf8) else { return false }
        let rest = bytes.dropFirst(path.utf8.count)
        return (rest.isEmpty || rest.first == UInt8(ascii: "?")) && !rest.contains(UInt8(ascii: "#"))
    }

    /// For a target `/v1/places/{id}[/names][?query]`, the path's segments after `/v1/places/`, made on demand (a
    /// remembered answer needs none); `nil` for any other target and for paths the router would read differently
    /// (an empty segment from `//` or a trailing `/`, a fragment).
    static func placeSegments(_ target: String) -> (() -> [Substring])? {
        guard target.hasPrefix(placesPrefix) else { return nil }
        // One pass over the bytes: this runs for every look-up, remembered or not.
        var previous = UInt8(ascii: "/")
        var pathBytes = 0
        for byte in target.utf8.dropFirst(placesPrefix.utf8.count) {
            if byte == UInt8(ascii: "?") { break }
            if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "/") && previous == byte) { return nil }
            previous = byte
            pathBytes += 1
        }
        guard pathBytes > 0, previous != UInt8(ascii: "/") else { return nil }
        return {
            let start = target.utf8.index(target.utf8.startIndex, offsetBy: placesPrefix.utf8.count)
            let end = target.utf8.index(start, offsetBy: pathBytes)
            return target[start..<end].split(separator: "/")
        }
    }
}
