import Foundation
import Hummingbird
import HummingbirdCore
import PlaceNames

extension API {
    /// `GET /v1/places/{id}` and `GET /v1/places/{id}/names`, given the path after `/v1/places/` in its segments.
    /// Ids hold `/` (`tz:Asia/Bangkok`), so every segment is part of the id, percent-encoded or not.
    func place(segments: [Substring], uri: URI, headers: HTTPFields) throws(APIError) -> PreparedResponse {
        var parts = segments
        let wantsNames = parts.count > 1 && parts.last == "names"
        if wantsNames { parts.removeLast() }
        let raw = parts.joined(separator: "/")
        guard let id = PercentDecoding.decode(raw) else {
            throw APIError.badRequest("bad_percent_encoding", "the place id is not valid percent-encoded UTF-8")
        }
        let served = store.served
        guard let place = served.place(id: id) else {
            throw APIError.notFound("no place with id '\(id)'")
        }
        return wantsNames ? names(of: place, headers, served) : try name(of: place, uri, headers, served)
    }

    private func name(of place: Place, _ uri: URI, _ headers: HTTPFields, _ served: ServedCatalog)
        throws(APIError) -> PreparedResponse
    {
        let reader = try ReaderLanguages(uri: uri, headers: headers)
        let resolved = place.name(in: reader.chain)
        var json = JSONWriter()
        json.object { object in
            object.field("id", place.id)
            object.field("kind", place.kind.rawValue)
            if let country = place.country { object.field("country", country) }
            if let resolved {
                object.field("name", resolved.name.preferred)
                object.field("language", resolved.language.rawValue)
                object.field("fallback", resolved.isFallback)
            }
            object.field("chain", reader.rawValues)
        }
        return cache.prepare(json.bytes, requestHeaders: headers, fingerprint: served.fingerprint,
                             contentLanguage: (resolved?.language ?? reader.wanted).bcp47)
    }

    private func names(of place: Place, _ headers: HTTPFields, _ served: ServedCatalog) -> PreparedResponse {
        var json = JSONWriter()
        json.object { object in
            object.field("id", place.id)
            object.key("names")
            object.object { names in
                for (language, name) in place.names.sorted(by: { $0.key < $1.key }) {
                    names.key(language.rawValue)
                    names.localizedName(name)
                }
            }
        }
        return cache.prepare(json.bytes, requestHeaders: headers, fingerprint: served.fingerprint,
                             contentLanguage: nil)
    }
}
