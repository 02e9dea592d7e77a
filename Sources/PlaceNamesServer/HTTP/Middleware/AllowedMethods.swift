import Hummingbird

/// The methods each of the API's paths takes, for `405 Method Not Allowed` and `OPTIONS` (RFC 9110 §10.2.1).
struct AllowedMethods: Sendable {
    /// A path pattern and the methods registered on it, in the order they were registered.
    struct Endpoint: Sendable {
        let path: RouterPath
        var methods: [HTTPRequest.Method]
    }

    let endpoints: [Endpoint]

    init(_ routes: [Route]) {
        var endpoints: [Endpoint] = []
        for route in routes {
            if let index = endpoints.firstIndex(where: { $0.path == route.path }) {
                endpoints[index].methods.append(route.method)
            } else {
                endpoints.append(Endpoint(path: route.path, methods: [route.method]))
            }
        }
        self.endpoints = endpoints
    }

    /// The endpoint whose pattern `path` matches, or `nil` when no endpoint has that path.
    func endpoint(for path: String) -> Endpoint? {
        let segments = path.split(separator: "/")
        return endpoints.first { Self.matches($0.path.components[...], segments[...]) }
    }

    /// The `Allow` value for `methods`: them, `HEAD` after `GET` (the router answers it), and `OPTIONS`.
    static func allowValue(_ methods: [HTTPRequest.Method]) -> String {
        var all: [HTTPRequest.Method] = []
        for method in methods {
            all.append(method)
            if method == .get, !methods.contains(.head) { all.append(.head) }
        }
        if !all.contains(.options) { all.append(.options) }
        return all.map(\.rawValue).joined(separator: ", ")
    }

    /// Hummingbird's trie match (`Trie+resolve.swift`): one pattern element per path segment, except `**`, which
    /// takes one or more segments up to the first that the element after it matches.
    private static func matches(_ pattern: ArraySlice<RouterPath.Element>, _ segments: ArraySlice<Substring>) -> Bool {
        guard let element = pattern.first else { return segments.isEmpty }
        guard let segment = segments.first, element ~= segment else { return false }
        guard element == .recursiveWildcard else { return matches(pattern.dropFirst(), segments.dropFirst()) }
        let rest = pattern.dropFirst()
        var remaining = segments.dropFirst()
        while let next = remaining.first, !(rest.first.map { $0 ~= next } ?? false) {
            remaining = remaining.dropFirst()
        }
        return matches(rest, remaining)
    }
}
