import Foundation
import PlaceNamesClient
import Testing

/// The hand-written accessors over the generator's `value1`/`value2` (`PlaceAnswer`) and `allOf`/`oneOf` wrappers,
/// and the typed enums the document's `"type": "string"` gives `Match.kind`, `Match.form`, `CollatedName.direction`
/// and the `status` fields, against `names serve` on a real socket.
@Suite struct PlaceAnswerTests {
    @Test func aPlacesFieldsReadWithoutValue1() async throws {
        try await withService { service in
            let bangkok = try #require(try await service.place(id: "tz:Asia/Bangkok", languages: ["th"]))
            #expect(bangkok.fields == bangkok.value1)
            #expect(bangkok.id == "tz:Asia/Bangkok")
            #expect(bangkok.kind == "city")
            #expect(bangkok.country == "TH")
            #expect(bangkok.name == "กรุงเทพมหานคร")
            #expect(bangkok.language == "thai")
            #expect(bangkok.fallback == false)
            #expect(bangkok.label == "กรุงเทพมหานคร")
            #expect(bangkok.chain == ["thai", "english"])

            let listed = try await service.lookup(ids: ["geonames:1153671", "geonames:10128831"], languages: ["ja"])
            #expect(listed.places.map(\.name) == ["Chiang Mai", "Phra Nakhon"])
            #expect(listed.places.map(\.language) == ["english", "und"])
            #expect(listed.places.map(\.fallback) == [true, true])
        }
    }

    @Test func aSearchMatchIsTyped() async throws {
        try await withService { service in
            let answer = try await service.search("เชียง", languages: ["en"], limit: 5)
            let first = try #require(answer.results.first)
            #expect(first.id == "geonames:1153671")
            #expect(first.name == "Chiang Mai")
            #expect(first.match.kind == .prefix)
            #expect(first.match.form == .preferred)
            #expect(first.match.text == "เชียงใหม่")
            #expect(first.match.languageName == "thai")
            #expect(first.match.transliterated == false)
            #expect(first.population == 127_240)
            #expect(first.timeZone == "Asia/Bangkok")
            #expect(first.region == nil)
            // Every kind and form the document lists decodes; anything else is refused, not kept as any JSON value.
            #expect(Components.Schemas.Match.KindPayload.allCases.map(\.rawValue)
                    == ["exact", "prefix", "word_prefix", "spanning", "substring", "typo"])
            #expect(Components.Schemas.Match.FormPayload.allCases.map(\.rawValue)
                    == ["preferred", "short", "variant", "colloquial", "historic", "alias"])
            let odd = Data(#"{"kind": "nearby", "form": "preferred", "text": "x", "transliterated": false}"#.utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Components.Schemas.Match.self, from: odd) }
        }
    }

    @Test func aReverseResultsDistanceAndCoordinate() async throws {
        try await withService { service in
            let answer = try await service.nearest(latitude: 13.7563, longitude: 100.5018, languages: ["th"], limit: 1)
            let bangkok = try #require(answer.results.first)
            #expect(bangkok.id == "tz:Asia/Bangkok")
            #expect(bangkok.name == "กรุงเทพมหานคร")
            #expect(bangkok.distance == 261)
            #expect(bangkok.coordinate.latitude == 13.75398)
            #expect(bangkok.coordinate.longitude == 100.50144)
            #expect(bangkok.population == 10_539_000)
            // The exemplar city's id names the zone, but the place gives no zone it lies in: none is made up.
            #expect(bangkok.timeZone == nil)
        }
    }

    @Test func everyNameWithItsCollationAndDirection() async throws {
        try await withService { service in
            let output = try await service.client.getPlaceNames(path: .init(id: "tz:Asia/Bangkok"),
                                                                query: .init(lang: "th"))
            let names = try output.ok.body.json
            #expect(names.collationLanguage == "thai")
            #expect(names.names.additionalProperties["thai"]?.preferred == "กรุงเทพมหานคร")
            #expect(names.names.additionalProperties["english"]?.preferred == "Bangkok")
            let collated = try #require(names.collated)
            #expect(collated.map(\.direction) == Array(repeating: .ltr, count: collated.count))
            #expect(Set(collated.map(\.name)) == ["Bangkok", "กรุงเทพมหานคร", "バンコク", "曼谷"])
        }
    }

    @Test func healthAndReadinessStatusesAreTyped() async throws {
        try await withService { service in
            #expect(try await service.client.health().ok.body.json.status == .ok)
            let ready = try await service.client.ready().ok.body.json
            #expect(ready.status == .ready)
            #expect(ready.places == 3)
        }
    }
}
