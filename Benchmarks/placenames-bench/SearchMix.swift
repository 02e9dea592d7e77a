import Foundation
import PlaceNames

/// The queries of a search mix as `Scripts/search-queries.py` writes them: per line a request path
/// (`/v1/search?q=…&lang=…&limit=…`), its kind (`prefix-3`, `typo`, …) and its script, tab-separated.
struct SearchMix {
    struct Query {
        let path: String
        let text: String
        let lang: String
        /// The reader's languages as the server reads `lang` (for the mix's tags, as `Accept-Language` reads them).
        let chain: [Language]
        let limit: Int
        let kind: String
        let script: String
    }

    let queries: [Query]

    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        queries = text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, fields[0].hasPrefix("/"),
                  let items = URLComponents(string: fields[0])?.queryItems,
                  let query = items.first(where: { $0.name == "q" })?.value else { return nil }
            let lang = items.first(where: { $0.name == "lang" })?.value ?? ""
            let limit = items.first(where: { $0.name == "limit" })?.value.flatMap { Int($0) } ?? 10
            return Query(path: fields[0], text: query, lang: lang,
                         chain: LanguagePreferences(acceptLanguage: lang).fallbackChain, limit: limit,
                         kind: fields[1], script: fields[2])
        }
    }
}
