import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
import Testing
@testable import PlaceNamesServer

/// Every answer about a place names it: a city no language of the reader's chain names answers with its default
/// name, marked `"language":"und"`, from catalogs and from a snapshot alike.
@Suite struct DefaultNameAnswerTests {
    static let phraNakhon = Place(
        id: "geonames:10128831", kind: .city, defaultName: "Phra Nakhon", country: "TH", population: 51231,
        codes: [.geonames: "10128831"], aliases: ["Phra Nakhon", "พระนคร"])
    static let chiangRai = Place(
        id: "geonames:1153669", kind: .city, defaultName: "Chiang Rai", country: "TH", population: 78756,
        codes: [.geonames: "1153669"], names: [.thai: "เชียงราย", .japanese: "チエンラーイ"], aliases: ["Chiang Rai"])

    static let requests: [(uri: String, method: HTTPRequest.Method, body: String?, expected: String)] = [
        ("/v1/places/geonames:10128831?lang=th", .get, nil,
         #"{"id":"geonames:10128831","kind":"city","country":"TH","name":"Phra Nakhon","language":"und","fallback":true,"label":"Phra Nakhon","chain":["thai","english"],"population":51231}"#),
        ("/v1/places/geonames:1153669?lang=th", .get, nil,
         #"{"id":"geonames:1153669","kind":"city","country":"TH","name":"เชียงราย","language":"thai","fallback":false,"label":"เชียงราย","chain":["thai","english"],"population":78756}"#),
        ("/v1/places/geonames:1153669?lang=de", .get, nil,
         #"{"id":"geonames:1153669","kind":"city","country":"TH","name":"Chiang Rai","language":"und","fallback":true,"label":"Chiang Rai","chain":["german","english"],"population":78756}"#),
        ("/v1/lookup", .post, #"{"ids":["geonames:10128831","geonames:1153669"],"lang":"ja"}"#,
         #"{"chain":["japanese","english"],"places":[{"id":"geonames:10128831","kind":"city","country":"TH","name":"Phra Nakhon","language":"und","fallback":true,"label":"Phra Nakhon","population":51231},{"id":"geonames:1153669","kind":"city","country":"TH","name":"チエンラーイ","language":"japanese","fallback":false,"label":"チエンラーイ","population":78756}],"unknown":[]}"#),
    ]

    func answers(_ store: CatalogStore) async throws -> [String] {
        try await withServer(store) { client in
            var answers: [String] = []
            for request in Self.requests {
                answers.append(try await client.execute(uri: request.uri, method: request.method,
                                                        body: request.body.map { ByteBuffer(string: $0) }) {
                    $0.text
                })
            }
            for uri in ["/v1/search?q=phra%20nakhon&lang=de", "/v1/places?kind=city&lang=de"] {
                answers.append(try await client.execute(uri: uri, method: .get) { $0.text })
            }
            return answers
        }
    }

    @Test func lookUpsBulkSearchAndListingsGiveTheDefaultName() async throws {
        let store = CatalogStore(catalog: Catalog(places: [Self.phraNakhon, Self.chiangRai]))
        let answers = try await answers(store)
        #expect(Array(answers.prefix(Self.requests.count)) == Self.requests.map(\.expected))
        // The search hit and the listing show the same default name, marked the same way.
        #expect(answers[Self.requests.count].contains(
            #"{"id":"geonames:10128831","kind":"city","country":"TH","name":"Phra Nakhon","language":"und","fallback":true,"label":"Phra Nakhon","#))
        #expect(answers[Self.requests.count + 1].contains(
            #"{"id":"geonames:1153669","kind":"city","country":"TH","name":"Chiang Rai","language":"und","fallback":true,"label":"Chiang Rai""#))
        #expect(answers[Self.requests.count + 1].contains(
            #"{"id":"geonames:10128831","kind":"city","country":"TH","name":"Phra Nakhon","language":"und","fallback":true,"label":"Phra Nakhon""#))
    }

    @Test func aSnapshotAnswersAsItsCatalogs() async throws {
        try await withTemporaryFolder { folder in
            try Catalog(places: [Self.phraNakhon, Self.chiangRai]).write(to: folder + "/places.json")
            let path = folder + "/catalog.snapshot"
            try AtomicFile.write(
                CatalogStore.snapshotBytes(of: CatalogLoader(paths: [folder + "/places.json"]).read()).bytes, to: path)
            let fromCatalogs = try await answers(CatalogStore(loader: CatalogLoader(paths: [folder + "/places.json"])))
            let fromFile = try await answers(CatalogStore(snapshotPath: path))
            #expect(fromFile == fromCatalogs)
            #expect(Array(fromFile.prefix(Self.requests.count)) == Self.requests.map(\.expected))
        }
    }
}
