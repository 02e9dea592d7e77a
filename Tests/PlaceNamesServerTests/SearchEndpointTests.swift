import Foundation
import PlaceNames
import PlaceNamesServer
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct SearchEndpointTests {
    /// The ids of the results of `GET /v1/search?…`.
    func ids(_ client: any TestClientProtocol, _ query: String) async throws -> [String] {
        try await client.execute(uri: "/v1/search?" + query, method: .get) { response in
            #expect(response.status == .ok, "\(query): \(response.text)")
            let json = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any]
            let results = json?["results"] as? [[String: Any]] ?? []
            return results.compactMap { $0["id"] as? String }
        }
    }

    @Test(arguments: ["krung%20thep", "Bangkok", "bangk", "BANGKOK", "%E0%B8%81%E0%B8%A3%E0%B8%B8%E0%B8%87%E0%B9%80%E0%B8%97%E0%B8%9E",
                      "%E3%83%90%E3%83%B3%E3%82%B3%E3%82%AF", "%E6%9B%BC%E8%B0%B7"])
    func everyScriptFindsBangkok(query: String) async throws {
        // krung thep, Bangkok, bangk, BANGKOK, กรุงเทพ, バンコク, 曼谷
        try await withServer { client in
            let found = try await ids(client, "q=\(query)")
            #expect(found.first == "tz:Asia/Bangkok")
        }
    }

    @Test func resultsAreShownInTheRequestedLanguageWithTheMatchExplained() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/search?q=bangk&lang=th", method: .get) { response in
                #expect(response.text == #"{"query":"bangk","chain":["thai","english"],"results":[{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"กรุงเทพมหานคร","language":"thai","fallback":false,"label":"กรุงเทพมหานคร","population":10539000,"match":{"kind":"prefix","form":"preferred","text":"Bangkok","language":"english","transliterated":false}}]}"#)
                #expect(response.headers[.contentLanguage] == "th")
            }
        }
    }

    @Test func theCapitalRanksAboveAVillageWithTheSameName() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/search?q=%E5%8C%97%E4%BA%AC&lang=zh-Hans", method: .get) { response in
                #expect(response.text == #"{"query":"北京","chain":["chinese-simplified","english"],"results":[{"id":"iso3166-2:CN-BJ","kind":"region","country":"CN","name":"北京","language":"chinese-simplified","fallback":false,"label":"北京","population":21893095,"match":{"kind":"exact","form":"preferred","text":"北京","language":"chinese-simplified","transliterated":false}},{"id":"test:beijing-village","kind":"village","country":"CN","name":"北京","language":"chinese-simplified","fallback":false,"label":"北京","match":{"kind":"exact","form":"preferred","text":"北京","language":"chinese-simplified","transliterated":false}}]}"#)
            }
        }
    }

    @Test func exactBeforePrefixBeforeSubstringThenImportance() async throws {
        let catalog = Catalog(places: [
            Place(id: "th:ban-tak", kind: .district, country: "TH", names: [.english: "Ban Tak"]),
            Place(id: "th:takhli", kind: .town, country: "TH", names: [.english: "Takhli"]),
            Place(id: "kh:takeo", kind: .region, country: "KH", population: 900_000, names: [.english: "Takéo"]),
            Place(id: "th:tak", kind: .region, country: "TH", population: 10, names: [.english: "Tak"]),
        ])
        try await withServer(CatalogStore(catalog: catalog)) { client in
            let found = try await ids(client, "q=tak")
            #expect(found == ["th:tak", "kh:takeo", "th:takhli", "th:ban-tak"])
        }
    }

    @Test func limitCutsTheList() async throws {
        try await withServer { client in
            let found = try await ids(client, "q=%E5%8C%97%E4%BA%AC&limit=1")
            #expect(found == ["iso3166-2:CN-BJ"])
        }
    }

    @Test func nothingFoundIsAnEmptyList() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/search?q=zzzzqqq", method: .get) { response in
                #expect(response.text == #"{"query":"zzzzqqq","chain":["english"],"results":[]}"#)
            }
        }
    }
}
