import Hummingbird

extension API {
    /// Every endpoint the service has: `register(on:)` registers exactly these, and `AllowedMethods` answers
    /// `405` and `OPTIONS` from them, so the methods a path is said to take cannot drift from what it answers.
    /// `HEAD` is not listed: the router derives it from every `GET` (`RouterOptions.autoGenerateHeadEndpoints`).
    /// The routes with a `wire` answer are the ones `WireResponder` answers from the connection's bytes (`wireRoutes`).
    static let routes: [Route] = [
        Route(path: "/v1/places/**", method: .get, wire: .place) { api, request, context in
            try api.place(segments: context.parameters.getCatchAll(), uri: request.uri, headers: request.headers)
                .response
        },
        Route(path: "/v1/places", method: .get) { api, request, _ in try api.listing(request) },
        Route(path: "/v1/lookup", method: .post) { api, request, _ in try await api.lookup(request) },
        Route(path: "/v1/search", method: .get, wire: .query { api, uri, headers throws(APIError) in
            try api.search(uri: uri, headers: headers)
        }) { api, request, _ in try api.search(request) },
        Route(path: "/v1/reverse", method: .get, wire: .query { api, uri, headers throws(APIError) in
            try api.reverse(uri: uri, headers: headers)
        }) { api, request, _ in try api.reverse(request) },
        // Photon's API (komoot/photon) for the geocoding clients that speak it.
        Route(path: "/api", method: .get, wire: .query { api, uri, headers throws(APIError) in
            api.photonSearch(uri: uri, headers: headers)
        }) { api, request, _ in api.photonSearch(uri: request.uri, headers: request.headers).response },
        Route(path: "/reverse", method: .get, wire: .query { api, uri, headers throws(APIError) in
            api.photonReverse(uri: uri, headers: headers)
        }) { api, request, _ in api.photonReverse(uri: request.uri, headers: request.headers).response },
        Route(path: "/v1/languages", method: .get) { api, request, _ in api.languages(request) },
        Route(path: "/v1/admin/reload", method: .post) { api, request, _ in try await api.reload(request) },
        Route(path: "/healthz", method: .get, wire: .fixed(API.health)) { _, _, _ in API.health.response },
        Route(path: "/readyz", method: .get) { api, _, _ in api.ready() },
        Route(path: "/metrics", method: .get) { api, _, _ in api.metrics() },
        // The explorer page for people and the API's description for client generators, built into the binary.
        Route(path: "/", method: .get) { _, request, _ in StaticAsset.page.response(for: request) },
        Route(path: "/explorer.js", method: .get) { _, request, _ in StaticAsset.script.response(for: request) },
        Route(path: "/explorer.css", method: .get) { _, request, _ in StaticAsset.style.response(for: request) },
        Route(path: "/openapi.json", method: .get) { _, request, _ in StaticAsset.openAPI.response(for: request) },
        // For the people who curate names: each language's coverage of the served catalog as bars.
        Route(path: "/coverage", method: .get) { api, request, _ in
            await api.store.served.coveragePage.response(for: request)
        },
    ]

    /// The routes `WireResponder` answers, in the order of `routes`.
    static let wireRoutes: [WireRoute] = routes.compactMap { route in
        guard route.method == .get, let answer = route.wire else { return nil }
        return WireRoute(pattern: route.pattern, answer: answer)
    }

    /// The methods each path takes, from `routes`.
    static let allowedMethods = AllowedMethods(routes)
}
