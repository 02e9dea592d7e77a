import Foundation
import Hummingbird
import PlaceNames
import PlaceNamesIndex

extension API {
    /// The body of `POST /v1/lookup`: ids and, optionally, languages (else `Accept-Language` decides).
    struct LookupRequest: Decodable {
        let ids: [String]
        /// `"th-TH,en"` or `["thai", "english"]`.
        let lang: LanguageList?

        enum CodingKeys: String, CodingKey { case ids, lang }

        /// As the synthesized decoder, except that `"lang": null` is refused: the document allows a string or an
        /// array, and a client that sends `null` most likely meant a language it failed to fill in, which reading
        /// `Accept-Language` instead would hide.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            ids = try container.decode([String].self, forKey: .ids)
            guard container.contains(.lang) else {
                lang = nil
                return
            }
            if try container.decodeNil(forKey: .lang) {
                throw DecodingError.valueNotFound(LanguageList.self, DecodingError.Context(
                    codingPath: [CodingKeys.lang],
                    debugDescription: "null is not a language list; give languages (\"th-TH,en\" or [\"thai\", \"english\"]) "
                        + "or leave lang out to use Accept-Language"))
            }
            lang = try container.decode(LanguageList.self, forKey: .lang)
        }
    }

    /// A `lang` given as one comma-separated string or as an array of strings, one language each.
    enum LanguageList: Decodable {
        case commaSeparated(String)
        case array([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .commaSeparated(text)
            } else {
                self = .array(try container.decode([String].self))
            }
        }

        /// The languages, most wanted first.
        /// - Throws: `APIError` 400 for an empty array or an entry that names no language.
        func languages() throws(APIError) -> [Language] {
            switch self {
            case .commaSeparated(let text):
                return try ReaderLanguages.parseList(text)
            case .array(let entries):
                guard !entries.isEmpty else {
                    throw APIError.badRequest("unknown_language", "lang is an empty array; name at least one "
                                              + "language ([\"thai\"]) or leave lang out to use Accept-Language")
                }
                return try entries.map { entry throws(APIError) in try ReaderLanguages.language(entry) }
            }
        }
    }

    /// `POST /v1/lookup`: many places at once; unknown ids are listed, not fatal.
    func lookup(_ request: Request) async throws -> Response {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: configuration.maxBodyBytes)
        } catch {
            throw APIError(.contentTooLarge, code: "body_too_large",
                           message: "the request body is over \(configuration.maxBodyBytes) bytes")
        }
        let parsed: LookupRequest
        do {
            parsed = try JSONDecoder().decode(LookupRequest.self, from: Data(body.readableBytesView))
        } catch {
            let detail = (error as? DecodingError)?.summary ?? "\(error)"
            throw APIError.badRequest(
                "bad_json", "the body must be a JSON object {\"ids\": [...], \"lang\": \"...\"}: " + detail)
        }
        guard parsed.ids.count <= configuration.maxLookupIDs else {
            throw APIError.badRequest("too_many_ids", "\(parsed.ids.count) ids were sent; at most "
                                      + "\(configuration.maxLookupIDs) are looked up in one call")
        }
        let chain = if let lang = parsed.lang {
            Language.fallbackChain(for: try lang.languages())
        } else {
            try ReaderLanguages(request: request).chain
        }
        let format = try AnswerFormat(uri: request.uri, accept: request.headers[values: .accept])
        let served = store.served
        var unknown: [String] = []
        var json = JSONWriter(capacity: 128 * parsed.ids.count)
        json.answer(format) { object in
            object.field("chain", chain.map(\.rawValue))
            object.list(format, "places") { places in
                for id in parsed.ids {
                    if let place = served.place(id: id) {
                        places.place(format, id: place.id, coordinate: place.coordinate) { item in
                            let areas = served.areas(region: place.region, country: place.country, chain: chain)
                            item.placeFields(place, resolved: place.name(in: chain),
                                             label: served.label(of: place, areas: areas, chain: chain))
                            item.placeContext(id: place.id, population: place.population, timeZone: place.timeZone,
                                              coordinate: place.coordinate, region: place.region,
                                              country: place.country, areas: areas)
                        }
                    } else {
                        unknown.append(id)
                    }
                }
            }
            object.field("unknown", unknown)
        }
        var response = cache.make(json.bytes, for: request, fingerprint: served.fingerprint,
                                  contentLanguage: chain.first?.bcp47, format: format)
        response.headers[.cacheControl] = "no-store"
        return response
    }
}
