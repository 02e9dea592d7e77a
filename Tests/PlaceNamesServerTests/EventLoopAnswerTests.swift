import Hummingbird
import HummingbirdTesting
import PlaceNames
import PlaceNamesServer
import Testing

/// Look-ups answered on the event loop (`answersOnEventLoop`, the default) must be the very answers the router
/// gives: the same status, headers and body, byte for byte, over a real socket, asked twice (the second time from
/// the remembered answers).
@Suite struct EventLoopAnswerTests {
    /// Request targets and headers covering every outcome of a look-up: found, fallback, names, not found, bad
    /// language, bad header, bad escapes, too long, and paths the router reads differently.
    static let requests: [(String, HTTPFields)] = [
        ("/v1/places/tz:Asia%2FBangkok?lang=th-TH,en", [:]),
        ("/v1/places/tz:Asia/Bangkok?lang=zh-TW", [:]),
        ("/v1/places/tz:Asia%2FBangkok", [.acceptLanguage: "ja;q=0.9, en;q=0.5"]),
        ("/v1/places/tz:Asia%2FBangkok", [:]),
        ("/v1/places/tz:Asia%2FBangkok?lang=th-TH,en", [.ifNoneMatch: "*"]),
        ("/v1/places/test:novi-sad?lang=sr-Latn", [:]),
        ("/v1/places/test:ban-na?lang=en", [:]),
        ("/v1/places/tz:Asia%2FBangkok/names", [:]),
        ("/v1/places/iso3166-1:HK/names?lang=th", [.acceptLanguage: "fr"]),
        ("/v1/places/nowhere?lang=th", [:]),
        ("/v1/places/tz:Asia%2FBangkok?lang=thia", [:]),
        ("/v1/places/tz:Asia%2FBangkok", [.acceptLanguage: "en;q=2, ja"]),
        ("/v1/places/tz:Asia%2FBangkok?lang=%zz", [:]),
        ("/v1/places/tz:Asia%ZZBangkok", [:]),
        ("/v1/places/tz:Asia%2FBangkok?lang=" + String(repeating: "th,", count: 3000) + "en", [:]),
        ("/v1/places/tz:Asia//Bangkok?lang=th", [:]),
        ("/v1/places/tz:Asia%2FBangkok/?lang=th", [:]),
        ("/v1/places/", [:]),
        ("/healthz", [:]),
    ]

    /// Search targets and headers covering every outcome of a search: found by prefix, exact name, transliteration
    /// and typo; by `lang` and by `Accept-Language` (a malformed entry skipped); a matching `If-None-Match`; every
    /// 400 the route gives; a target
    /// too long; and paths the wire leaves to the router (a trailing `/`, which the router reads as the search, and
    /// another path).
    static let searchRequests: [(String, HTTPFields)] = [
        ("/v1/search?q=bangk&lang=en", [:]),
        ("/v1/search?q=Bangkok&lang=th&limit=3", [:]),
        ("/v1/search?q=krung%20thep", [.acceptLanguage: "ja;q=0.9, th;q=0.5"]),
        ("/v1/search?q=%E0%B8%81%E0%B8%A3%E0%B8%B8%E0%B8%87", [:]),
        ("/v1/search?q=Bangkko&lang=en", [:]),
        ("/v1/search?q=bangk&lang=en", [.ifNoneMatch: "*"]),
        ("/v1/search?q=zzzzzz", [:]),
        ("/v1/search", [:]),
        ("/v1/search?q=%20%20", [:]),
        ("/v1/search?q=" + String(repeating: "a", count: 201), [:]),
        ("/v1/search?q=bangk&limit=0", [:]),
        ("/v1/search?q=bangk&limit=ten", [:]),
        ("/v1/search?q=bangk&lang=thia", [:]),
        ("/v1/search?q=bangk", [.acceptLanguage: "en;q=2, ja"]),
        ("/v1/search?q=%zz", [:]),
        ("/v1/search?q=" + String(repeating: "ab", count: 5000), [:]),
        ("/v1/search/?q=bangk", [:]),
        ("/v1/searches?q=bangk", [:]),
    ]

    @Test func everySearchAnswerIsTheRoutersByteForByte() async throws {
        let routed = try await Self.answers(to: Self.searchRequests, answersOnEventLoop: false)
        let fast = try await Self.answers(to: Self.searchRequests, answersOnEventLoop: true)
        #expect(routed.count == Self.searchRequests.count * 2)
        for (index, (routerAnswer, fastAnswer)) in zip(routed, fast).enumerated() {
            let target = Self.searchRequests[index % Self.searchRequests.count].0.prefix(80)
            #expect(fastAnswer == routerAnswer, "\(target)")
        }
        #expect(routed.prefix(Self.searchRequests.count).map(\.status)
                == [200, 200, 200, 200, 200, 304, 200, 400, 400, 400, 400, 400, 400, 200, 400, 414, 200, 404])
        #expect(routed[0].body.contains(#""id":"tz:Asia/Bangkok""#))
        #expect(routed[4].body.contains(#""kind":"typo""#))
    }

    /// Reverse look-ups of every outcome: found (by `lang`, by `Accept-Language`, with kind, radius and limit), a
    /// matching `If-None-Match`, every 400, and paths the wire leaves to the router.
    static let reverseRequests: [(String, HTTPFields)] = [
        ("/v1/reverse?lat=13.7563&lon=100.5018&lang=th", [:]),
        ("/v1/reverse?lat=-16.5&lon=180", [.acceptLanguage: "ja;q=0.9, en;q=0.5"]),
        ("/v1/reverse?lat=13.7563&lon=100.5018&kind=city&radius=50000&limit=1", [:]),
        ("/v1/reverse?lat=13.7563&lon=100.5018&lang=th", [.ifNoneMatch: "*"]),
        ("/v1/reverse?lat=91&lon=0", [:]),
        ("/v1/reverse?lat=nan&lon=0", [:]),
        ("/v1/reverse?lon=0", [:]),
        ("/v1/reverse?lat=0&lon=0&radius=-1", [:]),
        ("/v1/reverse?lat=0&lon=0&kind=", [:]),
        ("/v1/reverse/?lat=0&lon=0", [:]),
        ("/v1/reverses?lat=0&lon=0", [:]),
    ]

    /// Places with coordinates for the reverse look-ups: the test catalog has none.
    static let positioned = CatalogStore(catalog: Catalog(places: [
        Place(id: "bangkok", kind: .city, defaultName: "Bangkok", country: "TH",
              coordinate: Coordinate(latitude: 13.75398, longitude: 100.50144),
              names: [.thai: "กรุงเทพมหานคร", .japanese: "バンコク"]),
        Place(id: "labasa", kind: .city, defaultName: "Labasa", coordinate: Coordinate(latitude: -16.4332, longitude: 179.36451)),
        Place(id: "taveuni", kind: .island, defaultName: "Taveuni", coordinate: Coordinate(latitude: -16.85, longitude: -179.97)),
    ]))

    @Test func everyReverseAnswerIsTheRoutersByteForByte() async throws {
        let routed = try await Self.answers(to: Self.reverseRequests, answersOnEventLoop: false, store: Self.positioned)
        let fast = try await Self.answers(to: Self.reverseRequests, answersOnEventLoop: true, store: Self.positioned)
        for (index, (routerAnswer, fastAnswer)) in zip(routed, fast).enumerated() {
            #expect(fastAnswer == routerAnswer, "\(Self.reverseRequests[index % Self.reverseRequests.count].0)")
        }
        #expect(routed.prefix(Self.reverseRequests.count).map(\.status) == [200, 200, 200, 304, 400, 400, 400, 400, 400, 200, 404])
        #expect(routed[0].headers.contains("Cache-Control: public, max-age=300"))
        #expect(routed[0].headers.contains { $0.hasPrefix("ETag: ") })
        #expect(routed[1].body.contains(#""results":[{"id":"taveuni","kind":"island","name":"Taveuni","language":"und","fallback":true,"label":"Taveuni","distance":39049"#))
    }

    @Test func everyLookUpAnswerIsTheRoutersByteForByte() async throws {
        let routed = try await Self.answers(to: Self.requests, answersOnEventLoop: false)
        let fast = try await Self.answers(to: Self.requests, answersOnEventLoop: true)
        #expect(routed.count == Self.requests.count * 2)
        for (index, (routerAnswer, fastAnswer)) in zip(routed, fast).enumerated() {
            let target = Self.requests[index % Self.requests.count].0.prefix(80)
            #expect(fastAnswer == routerAnswer, "\(target)")
        }
        #expect(routed.map(\.status).contains(200) && routed.map(\.status).contains(304) && routed.map(\.status).contains(404)
                && routed.map(\.status).contains(400) && routed.map(\.status).contains(414))
    }

    @Test func aMatchingIfNoneMatchGetsNotModifiedWithTheSameHeaders() async throws {
        try await withServer(configuration: ServerConfiguration(), .live) { client in
            let target = "/v1/places/tz:Asia%2FBangkok?lang=th"
            let first = try await client.execute(uri: target, method: .get)
            let etag = try #require(first.headers[.eTag])
            for tag in [etag, "W/" + etag, "\"other\", " + etag, "*"] {
                let again = try await client.execute(uri: target, method: .get, headers: [.ifNoneMatch: tag])
                #expect(again.status == .notModified)
                #expect(again.headers[.eTag] == etag)
                #expect(again.headers[.contentLanguage] == "th")
                #expect(again.headers[.contentType] == nil)
                #expect(again.body.readableBytes == 0)
            }
            let stale = try await client.execute(uri: target, method: .get, headers: [.ifNoneMatch: "\"other\""])
            #expect(stale.status == .ok)
            #expect(stale.text == #"{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"กรุงเทพมหานคร","language":"thai","fallback":false,"label":"กรุงเทพมหานคร","chain":["thai","english"],"population":10539000}"#)
        }
    }

    /// Each answer as `status`, headers but `Date`, and body, for every request, twice in a row.
    static func answers(to requests: [(String, HTTPFields)], answersOnEventLoop: Bool,
                        store: CatalogStore = CatalogStore(catalog: TestCatalog.catalog)) async throws -> [Answer] {
        let configuration = ServerConfiguration(answersOnEventLoop: answersOnEventLoop)
        return try await withServer(store, configuration: configuration, .live) { client in
            var answers: [Answer] = []
            for _ in 0..<2 {
                for (target, headers) in requests {
                    let response = try await client.execute(uri: target, method: .get, headers: headers)
                    #expect(response.headers[.date] != nil)
                    var fields = response.headers
                    fields[.date] = nil
                    answers.append(Answer(status: response.status.code, headers: fields.map { "\($0.name): \($0.value)" },
                                          body: response.text))
                }
            }
            return answers
        }
    }

    struct Answer: Equatable, Sendable {
        let status: Int
        let headers: [String]
        let body: String
    }
}
