import HTTPTypes

/// Look-up answers remembered by request target, `Accept-Language` and `Accept`, for the catalog they were computed from:
/// apps ask for the same places in the same few languages over and over, and a remembered answer skips decoding
/// the id, the fallback chain and the JSON. Only `200` answers are kept; `If-None-Match` is checked on every request.
final class LookupAnswers: Sendable {
    private struct Key: Hashable, Sendable {
        let target: String
        let acceptLanguage: String
        let accept: String
    }

    private struct Entry: Sendable {
        let fingerprint: String
        let etag: String
        let response: PreparedResponse
    }

    private let cache: BoundedCache<Key, Entry>

    init(capacity: Int = 10_000) {
        cache = BoundedCache(capacity: capacity)
    }

    /// The answer to a `GET` of `target` with these `Accept-Language` and `If-None-Match` values, while the catalog
    /// with `fingerprint` is served: remembered, or made by `compute` (and remembered when it is a `200`).
    func answer(target: String, acceptLanguage: [String], accept: [String] = [], ifNoneMatch: [String],
                fingerprint: String, compute: () -> PreparedResponse) -> PreparedResponse {
        let key = Key(target: target,
                      acceptLanguage: acceptLanguage.count == 1 ? acceptLanguage[0]
                                                                : acceptLanguage.joined(separator: ","),
                      accept: accept.isEmpty ? "" : accept.joined(separator: ","))
        if let entry = cache[key], entry.fingerprint == fingerprint {
            if !ifNoneMatch.isEmpty, CachedResponse.matches(ifNoneMatch, etag: entry.etag) {
                return entry.response.notModified()
            }
            return entry.response
        }
        let response = compute()
        if response.status == .ok, let etag = response.headers[.eTag] {
            cache.insert(Entry(fingerprint: fingerprint, etag: etag, response: response), for: key)
        }
        return response
    }
}
