import Foundation
import HummingbirdCore
import PlaceNames
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// `GET /v1/reverse` on the shipped catalogs, as the issue's reader asks it (issue 27).
@Suite struct ReverseEndpointTests {
    /// The status and body of a reverse look-up with `rawQuery`, on every shipped catalog.
    func answer(_ rawQuery: String, acceptLanguage: String = "") async throws -> (status: Int, body: String) {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        do throws(APIError) {
            let body = try API.reverse(URI("/v1/reverse?" + rawQuery).queryParameters, acceptLanguage: acceptLanguage,
                                       served: served, configuration: ServerConfiguration()).body
            return (200, String(decoding: body, as: UTF8.self))
        } catch {
            return (Int(error.status.code), String(decoding: error.jsonBody, as: UTF8.self))
        }
    }

    @Test func bangkokAnswersInThaiWithItsLabelFirst() async throws {
        let (status, body) = try await answer("lat=13.7563&lon=100.5018&lang=th&limit=1")
        #expect(status == 200)
        #expect(body == #"{"coordinate":{"latitude":13.7563,"longitude":100.5018},"chain":["thai","english"],"results":[{"id":"geonames:1609350","kind":"city","country":"TH","name":"กรุงเทพ","language":"thai","fallback":false,"label":"กรุงเทพ กรุงเทพมหานคร ไทย","distance":261,"coordinate":{"latitude":13.75398,"longitude":100.50144},"population":5104476,"timeZone":"Asia/Bangkok","region":"iso3166-2:TH-10","context":{"region":{"id":"iso3166-2:TH-10","name":"กรุงเทพมหานคร","language":"thai","fallback":false},"country":{"id":"iso3166-1:TH","code":"TH","name":"ไทย","language":"thai","fallback":false}}}]}"#)
    }

    @Test func munichAnswersInJapaneseBigToSmall() async throws {
        let (status, body) = try await answer("lat=48.137&lon=11.575&lang=ja&limit=2")
        #expect(status == 200)
        let results = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])["results"]
            as? [[String: Any]]
        #expect(results?.map { $0["name"] as? String } == ["ミュンヘン", "Bogenhausen"])
        #expect(results?.map { $0["label"] as? String } == ["ドイツ バイエルン自由州 ミュンヘン", "ドイツ バイエルン自由州 Bogenhausen"])
        #expect(results?.map { $0["distance"] as? Int } == [60, 3_471])
    }

    @Test func oneAnswerUnlessMoreAreAsked() async throws {
        let count = { (query: String) in try await self.answer(query).body.components(separatedBy: #""distance":"#).count - 1 }
        #expect(try await count("lat=13.7563&lon=100.5018") == 1)
        #expect(try await count("lat=13.7563&lon=100.5018&limit=100") == 100)
    }

    @Test func kindAndRadiusNarrowTheAnswer() async throws {
        // Only cities have coordinates in the shipped catalogs: no region is ever an answer.
        #expect(try await answer("lat=13.7563&lon=100.5018&kind=region").body.hasSuffix(#""results":[]}"#))
        // Nearest to (0, 0), in the Gulf of Guinea, is hundreds of kilometres away.
        #expect(try await answer("lat=0&lon=0&lang=en&radius=100000").body
                == #"{"coordinate":{"latitude":0.0,"longitude":0.0},"chain":["english"],"results":[]}"#)
        let within = try await answer("lat=13.7563&lon=100.5018&lang=en&radius=1100&kind=city,town&limit=10").body
        #expect(within.components(separatedBy: #""distance":"#).count - 1 == 2)
    }

    @Test func theAntimeridianAndThePolesAnswer() async throws {
        let fiji = try await answer("lat=-16.5&lon=-180&lang=en&limit=1").body
        #expect(fiji.contains(#""name":"Labasa""#))
        let north = try await answer("lat=90&lon=0&lang=en&limit=1").body
        #expect(north.contains(#""label":"Eureka, Canada""#))
        #expect(try await answer("lat=-90&lon=180&limit=1").status == 200)
    }

    @Test(arguments: [
        ("lon=100", "missing_coordinate", "give the position as lat= and lon= in decimal degrees, for example lat=13.7563&lon=100.5018; lat is missing"),
        ("lat=13", "missing_coordinate", "give the position as lat= and lon= in decimal degrees, for example lat=13.7563&lon=100.5018; lon is missing"),
        ("lat=&lon=100", "bad_coordinate", "lat must be a decimal number of degrees from -90 to 90, not ''"),
        ("lat=abc&lon=100", "bad_coordinate", "lat must be a decimal number of degrees from -90 to 90, not 'abc'"),
        ("lat=NaN&lon=100", "bad_coordinate", "lat must be a decimal number of degrees from -90 to 90, not 'NaN'"),
        ("lat=13&lon=inf", "bad_coordinate", "lon must be a decimal number of degrees from -180 to 180, not 'inf'"),
        ("lat=13&lon=0x10", "bad_coordinate", "lon must be a decimal number of degrees from -180 to 180, not '0x10'"),
        ("lat=13,5&lon=100", "bad_coordinate", "lat must be a decimal number of degrees from -90 to 90, not '13,5'"),
        ("lat=90.0001&lon=100", "bad_coordinate", "lat must be from -90 to 90 degrees; 90.0001 is out of range"),
        ("lat=13&lon=-180.5", "bad_coordinate", "lon must be from -180 to 180 degrees; -180.5 is out of range"),
        ("lat=1e3&lon=0", "bad_coordinate", "lat must be from -90 to 90 degrees; 1e3 is out of range"),
        ("lat=13&lon=100&radius=0", "bad_radius", "radius must be a distance in metres greater than 0, for example radius=5000, not '0'"),
        ("lat=13&lon=100&radius=-5", "bad_radius", "radius must be a distance in metres greater than 0, for example radius=5000, not '-5'"),
        ("lat=13&lon=100&kind=city,", "bad_kind", "kind must be place kinds separated by commas, for example kind=city,town, not 'city,'"),
        ("lat=13&lon=100&limit=0", "bad_limit", "limit must be a whole number from 1 to 100, not '0'"),
        ("lat=13&lon=100&lang=thia", "unknown_language", ""),
    ])
    func badParametersAreA400NamingTheParameter(_ query: String, _ code: String, _ message: String) async throws {
        let (status, body) = try await answer(query)
        #expect(status == 400)
        let error = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: [String: String]])
        #expect(error["error"]?["code"] == code)
        if !message.isEmpty { #expect(error["error"]?["message"] == message) }
    }
}

/// The five Springfields a search finds are told apart by their labels, in each reader's order (issue 27).
@Suite struct NamesakeLabelTests {
    func labels(_ rawQuery: String) async throws -> [String] {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let body = PlaceNamesServer.searchResponse(rawQuery: rawQuery, served: served).body
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return (json?["results"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    @Test func fiveSpringfieldsHaveFiveLabels() async throws {
        #expect(try await labels("q=springfield&lang=en&limit=5") == [
            "Springfield, Missouri, United States", "Springfield, Massachusetts, United States",
            "Springfield, Illinois, United States", "Springfield, Ohio, United States",
            "Springfield, Florida, United States",
        ])
        #expect(try await labels("q=springfield&lang=ja&limit=5") == [
            "アメリカ合衆国 ミズーリ州 スプリングフィールド", "アメリカ合衆国 マサチューセッツ州 スプリングフィールド",
            "アメリカ合衆国 イリノイ州 スプリングフィールド", "アメリカ合衆国 オハイオ州 スプリングフィールド",
            "アメリカ合衆国 フロリダ州 スプリングフィールド",
        ])
    }
}
