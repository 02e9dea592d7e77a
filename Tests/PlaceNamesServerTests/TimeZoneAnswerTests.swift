import Foundation
import HummingbirdCore
import HummingbirdTesting
import Hummingbird
import PlaceNames
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// `"timeZone"` in every place answer (issue 43, point 3): the IANA zone the shipped catalogs carry from GeoNames,
/// written right after `"population"`, and only for places that have one.
@Suite struct TimeZoneAnswerTests {
    /// Chiang Rai, its province and Thailand as the shipped catalogs hold them: a look-up answers from them alone.
    func chiangRaiAndItsAreas() async throws -> [Place] {
        let catalog = try #require(await ShippedCatalogs.whenLoaded(), "the shipped catalogs could not be read").catalog
        let ids = ["geonames:1153669", "iso3166-2:TH-57", "iso3166-1:TH"]
        return ids.compactMap { id in catalog.places.first { $0.id == id } }
    }

    static let context = #""coordinate":{"latitude":19.90858,"longitude":99.8325},"region":"iso3166-2:TH-57","#
        + #""context":{"region":{"id":"iso3166-2:TH-57","name":"จังหวัดเชียงราย","language":"thai","fallback":false},"#
        + #""country":{"id":"iso3166-1:TH","code":"TH","name":"ไทย","language":"thai","fallback":false}}"#

    @Test func aLookUpBulkLookUpAndListingOfChiangRaiGiveItsZone() async throws {
        let places = try await chiangRaiAndItsAreas()
        try #require(places.count == 3, "Chiang Rai, TH-57 and TH in the shipped catalogs")
        #expect(places[0].timeZone == "Asia/Bangkok")
        let place = #"{"id":"geonames:1153669","kind":"city","country":"TH","name":"เชียงราย","language":"thai","#
            + #""fallback":false,"label":"เชียงราย จังหวัดเชียงราย ไทย""#
        let answers = try await withServer(CatalogStore(catalog: Catalog(places: places))) { client in
            [
                try await client.execute(uri: "/v1/places/geonames:1153669?lang=th", method: .get) { $0.text },
                try await client.execute(uri: "/v1/lookup", method: .post,
                                         body: ByteBuffer(string: #"{"ids":["geonames:1153669"],"lang":"th"}"#)) { $0.text },
                try await client.execute(uri: "/v1/places?kind=city&lang=th", method: .get) { $0.text },
                // A region has no zone of its own in the catalogs: no member, not null.
                try await client.execute(uri: "/v1/places/iso3166-2:TH-57?lang=th", method: .get) { $0.text },
            ]
        }
        let fields: String = #","population":78756,"timeZone":"Asia/Bangkok","# + Self.context + "}"
        let lookUp: String = place + #","chain":["thai","english"],"population":78756,"timeZone":"Asia/Bangkok","#
            + Self.context + "}"
        let bulk: String = #"{"chain":["thai","english"],"places":["# + place + fields + #"],"unknown":[]}"#
        #expect(answers[0] == lookUp)
        #expect(answers[1] == bulk)
        #expect(answers[2].contains(place + fields))
        #expect(!answers[3].contains("timeZone"))
    }

    @Test func chiangInThaiCitiesOfThailandAnswersEachWithItsZone() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let (status, body) = PlaceNamesServer.searchResponse(rawQuery: "q=chiang&lang=th&kind=city&country=TH",
                                                             served: served)
        #expect(status == .ok)
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains(#"{"id":"geonames:1153669","kind":"city","country":"TH","name":"เชียงราย","language":"thai","fallback":false,"label":"เชียงราย จังหวัดเชียงราย ไทย","population":78756,"timeZone":"Asia/Bangkok","region":"iso3166-2:TH-57","coordinate":{"latitude":19.90858,"longitude":99.8325},"#), "\(text)")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])["results"]
            as? [[String: Any]] ?? []
        #expect(results.prefix(2).map { "\($0["id"] ?? "") \($0["timeZone"] ?? "-")" } == [
            "geonames:1153671 Asia/Bangkok", "geonames:1153669 Asia/Bangkok",
        ])
        // Every city of Thailand GeoNames gives lies in Asia/Bangkok.
        #expect(results.allSatisfy { $0["timeZone"] as? String == "Asia/Bangkok" }, "\(results)")
    }

    @Test func theNearestCityToChiangRaiAnswersWithItsZone() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let body = try API.reverse(URI("/v1/reverse?lat=19.9086&lon=99.8325&lang=th&limit=1").queryParameters,
                                   acceptLanguage: "", served: served, configuration: ServerConfiguration()).body
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains(#""id":"geonames:1153669","#), "\(text)")
        #expect(text.contains(#""population":78756,"timeZone":"Asia/Bangkok","region":"iso3166-2:TH-57""#), "\(text)")
    }
}
