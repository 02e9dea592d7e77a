import Hummingbird
import PlaceNames
import PlaceNamesIndex

/// A file built into the binary (the explorer page, its script and style, the OpenAPI document), answered with an
/// `ETag` of its bytes so browsers revalidate it cheaply and never keep a stale copy after an upgrade.
struct StaticAsset: Sendable {
    let body: ByteBuffer
    let headers: HTTPFields

    init(_ bytes: [UInt8], contentType: String, policy: String? = nil) {
        var hash = FNV1a64()
        hash.add(bytes)
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.eTag] = "\"\(hash.hex)\""
        headers[.cacheControl] = "no-cache"
        headers[.xContentTypeOptions] = "nosniff"
        if let policy { headers[.contentSecurityPolicy] = policy }
        self.body = ByteBuffer(bytes: bytes)
        self.headers = headers
    }

    /// The asset, or `304 Not Modified` when `If-None-Match` names it.
    func response(for request: Request) -> Response {
        let prepared = PreparedResponse(status: .ok, headers: headers, body: body)
        if CachedResponse.matches(request.headers[values: .ifNoneMatch], etag: headers[.eTag] ?? "") {
            return prepared.notModified().response
        }
        return prepared.response
    }

    /// `GET /`: the place-name explorer. Its policy allows nothing but this server, so the page can make no
    /// third-party request even by mistake.
    static let page = StaticAsset(
        PackageResources.explorer_html, contentType: "text/html; charset=utf-8",
        policy: "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
    /// The coverage page's policy: its inline style sheet and bar widths, and nothing else (it has no script).
    static let coveragePolicy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; "
        + "frame-ancestors 'none'"
    static let script = StaticAsset(PackageResources.explorer_js, contentType: "text/javascript; charset=utf-8")
    static let style = StaticAsset(PackageResources.explorer_css, contentType: "text/css; charset=utf-8")
    /// `GET /openapi.json`: the OpenAPI 3.1 description of every endpoint, `Resources/openapi.json` as it is.
    static let openAPI = StaticAsset(PackageResources.openapi_json, contentType: "application/json; charset=utf-8")
}
