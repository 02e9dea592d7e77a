import Foundation
import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

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
        return wantsNames ? try names(of: place, uri, headers, served) : try name(of: place, uri, headers, served)
    }

    private func name(of place: Place, _ uri: URI, _ headers: HTTPFields, _ served: ServedCatalog)
        throws(APIError) -> PreparedResponse
    {
        let reader = try ReaderLanguages(uri: uri, headers: headers)
        let format = try AnswerFormat(uri: uri, accept: headers[values: .accept])
        let resolved = place.name(in: reader.chain)
        var json = JSONWriter()
        let areas = served.areas(region: place.region, country: place.country, chain: reader.chain)
        json.place(format, id: place.id, coordinate: place.coordinate) { object in
            object.placeFields(place, resolved: resolved, label: served.label(of: place, areas: areas,
                                                                              chain: reader.chain))
            object.field("chain", reader.rawValues)
            object.placeContext(id: place.id, population: place.population, timeZone: place.timeZone,
                                coordinate: place.coordinate, region: place.region, country: place.country,
                                areas: areas)
        }
        return cache.prepare(json.bytes, requestHeaders: headers, fingerprint: served.fingerprint,
                             contentLanguage: resolved?.languageTag ?? reader.wanted.bcp47, format: format)
    }

    /// Every name keyed by language; with `lang`, also the chain and the names in the collation order of the
    /// chain's first language (`collated`), as a page shows them side by side.
    private func names(of place: Place, _ uri: URI, _ headers: HTTPFields, _ served: ServedCatalog)
        throws(APIError) -> PreparedResponse
    {
        // Only `lang` asks for the ordering: without it the answer stays the catalog's names alone, whatever
        // `Accept-Language` says.
        let reader = uri.queryParameters["lang"] == nil ? nil : try ReaderLanguages(uri: uri, headers: headers)
        let format = try AnswerFormat(uri: uri, accept: headers[values: .accept])
        var json = JSONWriter()
        json.place(format, id: place.id, coordinate: place.coordinate) { object in
            object.field("id", place.id)
            object.key("names")
            object.object { names in
                for (language, name) in place.names.sorted(by: { $0.key < $1.key }) {
                    names.key(text: language.rawValue)
                    names.localizedName(name)
                }
            }
            if let reader {
                object.field("chain", reader.rawValues)
                object.field("collation", reader.wanted.rawValue)
                object.key("collated")
                object.array { array in
                    for (language, name) in CollatedNames(place, collation: reader.wanted).entries {
                        array.object { entry in
                            entry.field("language", language.rawValue)
                            entry.field("bcp47", language.bcp47)
                            entry.field("name", name)
                            entry.field("direction", language.textDirection)
                        }
                    }
                }
            }
        }
        return cache.prepare(json.bytes, requestHeaders: headers, fingerprint: served.fingerprint,
                             contentLanguage: nil, format: format)
    }
}
