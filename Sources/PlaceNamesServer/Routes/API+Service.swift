import Hummingbird
import PlaceNames
import PlaceNamesIndex

extension API {
    /// `GET /v1/languages`: every language with names in the catalog and how many places have one.
    func languages(_ request: Request) -> Response {
        let served = store.served
        let total = served.places.count
        var json = JSONWriter()
        json.object { object in
            object.field("places", total)
            object.key("languages")
            object.array { array in
                for (language, count) in served.coverage {
                    array.object { item in
                        item.field("language", language.rawValue)
                        item.field("bcp47", language.bcp47)
                        item.field("englishName", language.englishName)
                        item.field("nativeName", language.nativeName)
                        item.field("places", count)
                    }
                }
            }
        }
        return cache.make(json.bytes, for: request, fingerprint: served.fingerprint, contentLanguage: nil)
    }

    /// `POST /v1/admin/reload` with `Authorization: Bearer <token>`. Off when no token is configured: then no
    /// credentials can be right, so it is the same 401 the document's security scheme announces, with a code that
    /// says why (a 404 would contradict the document, and tell a prober no less).
    func reload(_ request: Request) async throws -> Response {
        guard let token = configuration.adminToken, !token.isEmpty else {
            throw APIError(.unauthorized, code: "admin_off",
                           message: "the admin endpoints are off: set \(ServerConfiguration.adminTokenVariable)")
        }
        guard let given = request.headers[.authorization], given.hasPrefix("Bearer "),
              Self.constantTimeEquals(Array(given.utf8.dropFirst(7)), Array(token.utf8)) else {
            throw APIError(.unauthorized, code: "unauthorized", message: "send Authorization: Bearer <token>")
        }
        switch await store.reload() {
        case .reloaded(let fingerprint, let places):
            var json = JSONWriter()
            json.object { object in
                object.field("status", "reloaded")
                object.field("fingerprint", fingerprint)
                object.field("places", places)
            }
            return Self.uncached(.ok, json.bytes)
        case .unchanged(let fingerprint):
            return Self.plain(.ok, ["status": "unchanged", "fingerprint": fingerprint])
        case .busy:
            throw APIError(.conflict, code: "reload_in_progress", message: "a reload is already running")
        case .rejected(let problems):
            throw APIError(.unprocessableContent, code: "catalog_rejected",
                           message: "the catalog was not reloaded; the previous one is still served: "
                           + problems.joined(separator: "; "))
        }
    }

    /// `GET /readyz`: 200 once a catalog is served (always, since the store loads before the server starts).
    func ready() -> Response {
        let served = store.served
        var json = JSONWriter()
        json.object { object in
            object.field("status", "ready")
            object.field("fingerprint", served.fingerprint)
            object.field("places", served.places.count)
        }
        return Self.uncached(.ok, json.bytes)
    }

    /// `GET /metrics` in the Prometheus text format.
    func metrics() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers,
                        body: .init(byteBuffer: ByteBuffer(bytes: store.metrics.render())))
    }

    static func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
