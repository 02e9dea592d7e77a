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

    /// The answer to `head` when it is a request for one of `API.wireRoutes`, else `nil` (the router answers it).
    func answer(_ head: WireRequestHead) -> Answer? {
        guard head.isGet else { return nil }
        let started = ContinuousClock.now
        for route in API.wireRoutes {
            switch route.answer {
            case .fixed(let response):
                guard head.target == route.pattern else { continue }
                return Answer(response: response, route: route.pattern, started: started, origin: head.origin)
            case .query(let answer):
                // Not remembered as look-ups are: the answer depends on the whole query, and repeated short searches
                // are already cached by the index (`ShortQueryCache`).
                guard Self.isPath(route.pattern, head.target) else { continue }
                let response = routeAnswer(head) { uri, headers throws(APIError) in try answer(api, uri, headers) }
                return Answer(response: response, route: route.pattern, started: started, origin: head.origin)
            case .place:
                guard let segments = Self.pathSegments(head.target, after: route.prefix) else { continue }
                let response = answers.answer(target: head.target, acceptLanguage: head.acceptLanguage,
                                              accept: head.accept, ifNoneMatch: head.ifNoneMatch,
                                              fingerprint: api.store.served.fingerprint) {
                    routeAnswer(head) { uri, headers throws(APIError) in
                        try api.place(segments: segments(), uri: uri, headers: headers)
                    }
                }
                return Answer(response: response, route: route.pattern, started: started, origin: head.origin)
            }
        }
        return nil
    }

    /// What the route `answer` gives for `head`, called as the router would call it: with the request's URI once
    /// the router's guard passed it, and the header fields the routes read; an error becomes its JSON answer.
    private func routeAnswer(
        _ head: WireRequestHead, _ answer: (URI, HTTPFields) throws(APIError) -> PreparedResponse
    ) -> PreparedResponse {
        var headers = HTTPFields()
        for value in head.acceptLanguage { headers.append(HTTPField(name: .acceptLanguage, value: value)) }
        for value in head.ifNoneMatch { headers.append(HTTPField(name: .ifNoneMatch, value: value)) }
        for value in head.accept { headers.append(HTTPField(name: .accept, value: value)) }
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

    /// Whether `target` is `path`, alone or with a query (`/v1/search?q=bangk`): a trailing `/` or a fragment is
    /// left to the router, which reads them its own way.
    static func isPath(_ path: String, _ target: String) -> Bool {
        let bytes = target.utf8
        guard bytes.starts(with: path.utf8) else { return false }
        let rest = bytes.dropFirst(path.utf8.count)
        return (rest.isEmpty || rest.first == UInt8(ascii: "?")) && !rest.contains(UInt8(ascii: "#"))
    }

    /// For a target `{prefix}{segments}[?query]` (`/v1/places/` and `{id}[/names]`), the path's segments after
    /// `prefix`, made on demand (a remembered answer needs none); `nil` for any other target and for paths the router
    /// would read differently (an empty segment from `//` or a trailing `/`, a fragment).
    static func pathSegments(_ target: String, after prefix: String) -> (() -> [Substring])? {
        guard target.hasPrefix(prefix) else { return nil }
        // One pass over the bytes: this runs for every look-up, remembered or not.
        var previous = UInt8(ascii: "/")
        var pathBytes = 0
        for byte in target.utf8.dropFirst(prefix.utf8.count) {
            if byte == UInt8(ascii: "?") { break }
            if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "/") && previous == byte) { return nil }
            previous = byte
            pathBytes += 1
        }
        guard pathBytes > 0, previous != UInt8(ascii: "/") else { return nil }
        return {
            let start = target.utf8.index(target.utf8.startIndex, offsetBy: prefix.utf8.count)
            let end = target.utf8.index(start, offsetBy: pathBytes)
            return target[start..<end].split(separator: "/")
        }
    }
}
