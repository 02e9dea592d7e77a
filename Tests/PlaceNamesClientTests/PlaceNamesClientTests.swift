import Foundation
import PlaceNamesClient
import Testing

/// PlaceNamesClient, generated from the service's OpenAPI document, against `names serve` on a real socket.
@Suite struct PlaceNamesClientTests {
    @Test func langChoosesTheNameAndOverridesAcceptLanguage() async throws {
        try await withService { service in
            let thai = try #require(try await service.place(id: "tz:Asia/Bangkok", languages: ["th-TH", "en"]))
            #expect(thai.value1.name == "กรุงเทพมหานคร")
            #expect(thai.value1.language == "thai")
            #expect(thai.value1.fallback == false)
            #expect(thai.value2.chain == ["thai", "english"])

            // Without `lang`, Accept-Language decides; with it, `lang` wins over the header.
            let negotiated = try await service.client.getPlace(
                path: .init(id: "tz:Asia/Bangkok"), headers: .init(acceptLanguage: "ja, en;q=0.5"))
            let japanese = try negotiated.ok
            #expect(try japanese.body.json.value1.name == "バンコク")
            #expect(japanese.headers.contentLanguage == "ja")
            let overridden = try await service.client.getPlace(
                path: .init(id: "tz:Asia/Bangkok"), query: .init(lang: "zh-TW"),
                headers: .init(acceptLanguage: "ja, en;q=0.5"))
            #expect(try overridden.ok.body.json.value1.name == "曼谷")
            #expect(try overridden.ok.headers.contentLanguage == "zh-Hant")
        }
    }

    @Test func aLanguageWithoutANameFallsBackThroughTheChain() async throws {
        try await withService { service in
            // Chiang Mai has no Japanese name: English, the chain's next language, marked as a fallback.
            let chiangMai = try #require(try await service.place(id: "geonames:1153671", languages: ["ja"]))
            #expect(chiangMai.value1.name == "Chiang Mai")
            #expect(chiangMai.value1.language == "english")
            #expect(chiangMai.value1.fallback == true)
            #expect(chiangMai.value2.chain == ["japanese", "english"])
            // Phra Nakhon has no name in any language: its default name, in no stated language.
            let phraNakhon = try #require(try await service.place(id: "geonames:10128831", languages: ["th"]))
            #expect(phraNakhon.value1.name == "Phra Nakhon")
            #expect(phraNakhon.value1.language == "und")
            #expect(phraNakhon.value1.fallback == true)
            // A place nobody knows is nil, not an error.
            #expect(try await service.place(id: "geonames:0", languages: ["th"]) == nil)
        }
    }

    @Test func searchFindsPlacesByWhatWasTyped() async throws {
        try await withService { service in
            let answer = try await service.search("เชียง", languages: ["en"], limit: 5)
            #expect(answer.query == "เชียง")
            #expect(answer.chain == ["english"])
            let first = try #require(answer.results.first)
            #expect(first.value1.id == "geonames:1153671")
            #expect(first.value1.name == "Chiang Mai")
            #expect(first.value2.match.text == "เชียงใหม่")
            #expect(first.value2.match.kind == .prefix)
            #expect(first.value2.population == 127_240)
        }
    }

    @Test func searchSendsFiltersAndAPosition() async throws {
        try await withService { service in
            let cities = try await service.search("chiang", languages: ["th"], kinds: ["city", "town"], countries: ["TH"])
            #expect(cities.results.map(\.id) == ["geonames:1153671"])
            #expect(cities.results.first?.coordinate?.latitude == 18.79038)
            #expect(try await service.search("chiang", countries: ["LA"]).results.isEmpty)
            // A box around Bangkok holds neither Chiang Mai nor, across the antimeridian, anything at all.
            #expect(try await service.search("chiang", box: (100, 13, 101, 14)).results.isEmpty)
            #expect(try await service.search("bang", box: (100, 13, 101, 14)).results.map(\.id) == ["tz:Asia/Bangkok"])
            #expect(try await service.search("bang", box: (170, 13, -170, 14)).results.isEmpty)
            let near = try await service.search("chiang", near: (18.8, 99.0), nearScale: 1)
            #expect(near.results.map(\.id) == ["geonames:1153671"])
            let error = await #expect(throws: PlaceNamesServiceError.self) {
                try await service.search("chiang", near: (18.8, 99.0), nearScale: 2)
            }
            #expect(error?.code == "bad_near_scale")
        }
    }

    @Test func bulkLookUpKeepsTheOrderAndListsUnknownIds() async throws {
        try await withService { service in
            let answer = try await service.lookup(
                ids: ["geonames:1153671", "nowhere:1", "tz:Asia/Bangkok", "geonames:10128831"], languages: ["thai"])
            #expect(answer.chain == ["thai", "english"])
            #expect(answer.places.map(\.value1.id) == ["geonames:1153671", "tz:Asia/Bangkok", "geonames:10128831"])
            #expect(answer.places.map(\.value1.name) == ["เชียงใหม่", "กรุงเทพมหานคร", "Phra Nakhon"])
            #expect(answer.unknown == ["nowhere:1"])
        }
    }

    @Test func nearestAnswersThePlacesClosestToAPosition() async throws {
        try await withService { service in
            let answer = try await service.nearest(latitude: 13.7563, longitude: 100.5018, languages: ["th"], limit: 2)
            #expect(answer.coordinate.latitude == 13.7563)
            #expect(answer.results.map(\.value1.id) == ["tz:Asia/Bangkok", "geonames:10128831"])
            let bangkok = try #require(answer.results.first)
            #expect(bangkok.value1.name == "กรุงเทพมหานคร")
            #expect(bangkok.value2.distance == 261)
            #expect(bangkok.value2.coordinate.longitude == 100.50144)
        }
    }

    @Test func aRepeatedETagIsAnsweredNotModified() async throws {
        try await withService { service in
            let first = try await service.client.getPlace(path: .init(id: "tz:Asia/Bangkok"), query: .init(lang: "th"))
            let eTag = try first.ok.headers.eTag
            #expect(!eTag.isEmpty)
            let again = try await service.client.getPlace(
                path: .init(id: "tz:Asia/Bangkok"), query: .init(lang: "th"), headers: .init(ifNoneMatch: eTag))
            #expect(try again.notModified.headers.eTag == eTag)
            // Another language is another answer, with another ETag.
            let english = try await service.client.getPlace(
                path: .init(id: "tz:Asia/Bangkok"), query: .init(lang: "en"), headers: .init(ifNoneMatch: eTag))
            #expect(try english.ok.body.json.value1.name == "Bangkok")
        }
    }

    @Test func aRefusedRequestsProblemBodyIsDecoded() async throws {
        try await withService { service in
            // The generated client's typed answer: the document's `Problem` schema.
            let output = try await service.client.searchPlaces(query: .init(q: "bangkok", lang: "thia"))
            let problem = try output.badRequest.body.json
            #expect(problem.error.code == "unknown_language")
            #expect(problem.error.message.contains("did you mean 'thai'?"))
            // The conveniences throw it.
            let error = await #expect(throws: PlaceNamesServiceError.self) {
                try await service.place(id: "tz:Asia/Bangkok", languages: ["thia"])
            }
            #expect(error?.status == 400)
            #expect(error?.code == "unknown_language")
            #expect(error?.message == problem.error.message)
        }
    }
}
