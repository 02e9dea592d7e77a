import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

/// The languages a request asks for: the `lang` query parameter if present, else the `Accept-Language` header.
struct ReaderLanguages {
    /// The languages to try, in order (see `Language.fallbackChain(for:)`).
    let chain: [Language]

    /// The first language of the chain: what the reader wants most.
    var wanted: Language { chain.first ?? .english }

    /// Reads `lang=th-TH,en` (raw values or BCP 47 tags, most wanted first) or `Accept-Language` with q-values.
    /// - Throws: `APIError` 400 for an unknown language in `lang`. `Accept-Language` never fails a request: its
    ///   malformed entries are skipped (`LanguagePreferences`), since what a browser or proxy sends is not the
    ///   reader's mistake, while `lang` is written by the client's own code and a typo there should be seen.
    init(request: Request) throws(APIError) {
        try self.init(uri: request.uri, headers: request.headers)
    }

    /// The same from a request's target and headers.
    init(uri: URI, headers: HTTPFields) throws(APIError) {
        try self.init(lang: uri.queryParameters["lang"],
                      acceptLanguage: headers[values: .acceptLanguage].joined(separator: ","))
    }

    /// The same from a request's decoded `lang` parameter and its `Accept-Language` values joined by commas.
    init(lang: Substring?, acceptLanguage header: String) throws(APIError) {
        if let lang {
            let list = String(lang)
            chain = try ChainCache.shared.value(for: "lang=" + list) { () throws(APIError) in
                Language.fallbackChain(for: try Self.parseList(list))
            }
            return
        }
        chain = ChainCache.shared.value(for: "accept=" + header) {
            LanguagePreferences(acceptLanguage: header).fallbackChain
        }
    }

    /// Parses a `lang` list: every entry must name a language.
    static func parseList(_ list: String) throws(APIError) -> [Language] {
        var languages: [Language] = []
        for entry in list.split(separator: ",", omittingEmptySubsequences: false) {
            languages.append(try language(String(entry)))
        }
        return languages
    }

    /// The language one `lang` entry names.
    static func language(_ entry: String) throws(APIError) -> Language {
        do {
            return try Language.parse(entry)
        } catch {
            throw APIError.badRequest("unknown_language", error.description)
        }
    }

    /// The chain as raw values, for responses.
    var rawValues: [String] { chain.map(\.rawValue) }
}
