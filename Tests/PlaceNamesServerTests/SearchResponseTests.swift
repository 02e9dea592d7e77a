import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
import PlaceNamesServer
import Testing

/// `PlaceNamesServer.searchResponse(rawQuery:…)`, the search route without HTTP that the fuzzer drives, answers
/// exactly what `GET /v1/search` answers.
@Suite struct SearchResponseTests {
    static let store = CatalogStore(catalog: TestCatalog.catalog)

    @Test func theAnswerIsTheRoutesAnswer() async throws {
        let requests: [(query: String, acceptLanguage: String)] = [
            ("q=bangk&lang=th", ""), ("q=krung%20thep&limit=1", "ja, en;q=0.5"), ("q=%E6%9B%BC%E8%B0%B7", "zh-Hant"),
            ("q=", ""), ("q=bangk&limit=0", ""), ("q=bangk&lang=klingon", ""), ("q=bangk", "th;q=x"),
            ("q=" + String(repeating: "a", count: 201), ""), ("q=" + String(repeating: "a", count: 9000), ""),
            ("lang=th", ""), ("q=%ZZ", ""), ("q=%E0%B8", ""), ("q=caf%C3%A9&lang=fr%2Cen", ""),
        ]
        try await withServer(Self.store) { client in
            for (query, acceptLanguage) in requests {
                var headers = HTTPFields()
                if !acceptLanguage.isEmpty { headers[.acceptLanguage] = acceptLanguage }
                let answer = PlaceNamesServer.searchResponse(rawQuery: query, acceptLanguage: acceptLanguage,
                                                             served: Self.store.served)
                try await client.execute(uri: "/v1/search?" + query, method: .get, headers: headers) { response in
                    #expect(response.status == answer.status, "\(query)")
                    #expect(response.text == String(decoding: answer.body, as: UTF8.self), "\(query)")
                }
            }
        }
    }

    @Test func resultsAndErrorsAreTheRoutesJSON() {
        let found = PlaceNamesServer.searchResponse(rawQuery: "q=bangk&lang=th", served: Self.store.served)
        #expect(found.status == .ok)
        #expect(String(decoding: found.body, as: UTF8.self) == #"{"query":"bangk","chain":["thai","english"],"results":[{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"กรุงเทพมหานคร","language":"thai","fallback":false,"label":"กรุงเทพมหานคร","population":10539000,"match":{"kind":"prefix","form":"preferred","text":"Bangkok","language":"english","transliterated":false}}]}"#)
        let missing = PlaceNamesServer.searchResponse(rawQuery: "q=%20&limit=3", served: Self.store.served)
        #expect(missing.status == .badRequest)
        #expect(String(decoding: missing.body, as: UTF8.self) == #"{"error":{"code":"missing_query","message":"give the text to search for as q=, for example q=bangk"}}"#)
    }
}
