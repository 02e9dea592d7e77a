import Foundation
import Hummingbird
import PlaceNames
import PlaceNamesIndex

/// Builds JSON responses that caches can keep: an `ETag` from the catalog fingerprint and the body, `304 Not
/// Modified` for a matching `If-None-Match`, `Cache-Control`, `Content-Language` and `Vary: Accept-Language` (and
/// `Accept` for the answers that can be GeoJSON).
struct CachedResponse {
    let maxAge: Int

    func make(_ body: [UInt8], for request: Request, fingerprint: String, contentLanguage: String?,
              format: AnswerFormat? = nil, status: HTTPResponse.Status = .ok) -> Response {
        prepare(body, requestHeaders: request.headers, fingerprint: fingerprint, contentLanguage: contentLanguage,
                format: format, status: status).response
    }

    /// `format` is nil for an answer that is JSON whatever the request's `Accept` (`/v1/languages`).
    func prepare(_ body: [UInt8], requestHeaders: HTTPFields, fingerprint: String, contentLanguage: String?,
                 format: AnswerFormat? = nil, status: HTTPResponse.Status = .ok) -> PreparedResponse {
        var hash = FNV1a64()
        body.withUnsafeBytes { hash.addWords($0) }
        let etag = "\"\(fingerprint)-\(hash.hex)\""
        var headers = HTTPFields()
        headers[.eTag] = etag
        headers[.cacheControl] = "public, max-age=\(maxAge)"
        headers[.vary] = format == nil ? "Accept-Language" : "Accept-Language, Accept"
        if let contentLanguage { headers[.contentLanguage] = contentLanguage }
        headers[.contentType] = (format ?? .json).contentType
        let response = PreparedResponse(status: status, headers: headers, body: ByteBuffer(bytes: body))
        if status == .ok, Self.matches(requestHeaders[values: .ifNoneMatch], etag: etag) {
            return response.notModified()
        }
        return response
    }

    /// RFC 9110 §13.1.2: `*` or any listed tag equal to ours, compared weakly (a `W/` prefix is ignored).
    static func matches(_ values: [String], etag: String) -> Bool {
        for value in values {
            for candidate in value.split(separator: ",") {
                var tag = candidate.trimmingCharacters(in: .whitespaces)
                if tag == "*" { return true }
                if tag.hasPrefix("W/") { tag.removeFirst(2) }
                if tag == etag { return true }
            }
        }
        return false
    }
}
