import Hummingbird
import HummingbirdTesting
import PlaceNames
import Testing
@testable import PlaceNamesServer

/// `GET /v1/places/<code-system>:<code>`: every code a place carries leads to it, as its id does.
@Suite struct CodeLookupTests {
    static let munich = Place(
        id: "geonames:2867714", kind: .city, country: "DE", population: 1505005,
        codes: [.geonames: "2867714", .timeZone: "Europe/Munich-Test", .wikidata: "Q1726"],
        names: [.english: "Munich", .thai: "มิวนิก", .german: "München"], aliases: ["MUC"])

    @Test func aCodeFindsThePlaceItsSourceJoined() async throws {
        let store = CatalogStore(catalog: Catalog(places: [Self.munich]))
        try await withServer(store) { client in
            for target in ["/v1/places/geonames:2867714?lang=th", "/v1/places/tz:Europe%2FMunich-Test?lang=th",
                           "/v1/places/wikidata:Q1726?lang=th"] {
                try await client.execute(uri: target, method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.text == #"{"id":"geonames:2867714","kind":"city","country":"DE","name":"มิวนิก","language":"thai","fallback":false,"label":"มิวนิก","chain":["thai","english"],"population":1505005}"#)
                }
            }
            try await client.execute(uri: "/v1/places/tz:Europe%2FNowhere", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func aPlaceWithAliasesButNoNamesIsServedOneWithNeitherIsNot() {
        let aliasOnly = Place(id: "geonames:3040051", kind: .city, country: "AD", aliases: ["les Escaldes"])
        let nameless = Place(id: "x:nameless", kind: .city)
        #expect(BasicCatalogGate().problems(in: Catalog(places: [Self.munich, aliasOnly])) == [])
        #expect(BasicCatalogGate().problems(in: Catalog(places: [aliasOnly, nameless]))
                == ["place 'x:nameless' has no names"])
    }
}
