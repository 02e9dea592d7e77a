import Foundation
import HummingbirdCore
import HummingbirdTesting
import PlaceNames
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// Photon's API (`GET /api`, `GET /reverse`) over the shipped catalogs, as Photon's clients ask it (issue 43).
/// geopy's own `Photon` geocoder is run against `names serve` by `Scripts/check-geo-clients.py` in CI.
@Suite struct PhotonAPITests {
    /// `name, state, country (countrycode) type osm_key=osm_value id [lon, lat]` of each feature of `/api?<rawQuery>`.
    func search(_ rawQuery: String) async throws -> [String] {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let body = try API.photonSearch(URI("/api?" + rawQuery).queryParameters, acceptLanguage: "", served: served,
                                        configuration: .init()).body
        return try Self.features(body)
    }

    func reverse(_ rawQuery: String) async throws -> [String] {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let body = try API.photonReverse(URI("/reverse?" + rawQuery).queryParameters, acceptLanguage: "",
                                         served: served, configuration: .init()).body
        return try Self.features(body)
    }

    static func features(_ body: [UInt8]) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
        #expect(json["type"] as? String == "FeatureCollection")
        return (json["features"] as? [[String: Any]] ?? []).map { feature in
            let properties = feature["properties"] as? [String: Any] ?? [:]
            let point = (feature["geometry"] as? [String: Any])?["coordinates"] as? [Double] ?? []
            let where_ = [properties["state"], properties["country"]].compactMap { $0 as? String }.joined(separator: ", ")
            return "\(properties["name"] ?? "-"), \(where_) (\(properties["countrycode"] ?? "-")) "
                + "\(properties["type"] ?? "") \(properties["osm_key"] ?? "")=\(properties["osm_value"] ?? "") "
                + "\(properties["id"] ?? "") \(point)"
        }
    }

    @Test func bangkokInThaiAndTokyoInJapanese() async throws {
        #expect(try await search("q=bangkok&lang=th&limit=1") == [
            "กรุงเทพ, กรุงเทพมหานคร, ไทย (TH) city place=city geonames:1609350 [100.50144, 13.75398]",
        ])
        let tokyo = try await search("q=%E6%9D%B1%E4%BA%AC&lang=ja&limit=1")
        #expect(tokyo.first?.hasPrefix("東京, 東京都, 日本 (JP) city place=city geonames:1850147 ") == true, "\(tokyo)")
    }

    @Test func placesWithoutAPositionAreNotAnswered() async throws {
        // The country and the region come first in /v1/search; Photon's answers carry a point for every feature.
        let found = try await search("q=thailand&lang=en&limit=5")
        #expect(!found.contains { $0.contains("iso3166") }, "\(found)")
    }

    @Test func aBiasPutsParisTexasFirstAndDefaultNamesThePlacesOwn() async throws {
        let biased = try await search("q=paris&lat=33.66&lon=-95.55&limit=1")
        #expect(biased.first?.contains("(US) city") == true, "\(biased)")
        let unbiased = try await search("q=paris&limit=1")
        #expect(unbiased.first?.contains("(FR) city") == true, "\(unbiased)")
        // `lang=default`: each place's own (default) name, not the reader's.
        #expect(try await search("q=bangkok&lang=default&limit=1").first?.hasPrefix("Bangkok, ") == true)
    }

    @Test func layersAndTagsFilterByKind() async throws {
        let states = try await search("q=chiang&layer=state&limit=5")
        #expect(states.isEmpty, "regions have no position: \(states)")
        let cities = try await search("q=chiang&lang=en&layer=city&limit=5")
        #expect(cities.count == 5 && cities.allSatisfy { $0.contains(" city place=") }, "\(cities)")
        #expect(try await search("q=chiang&lang=en&osm_tag=place:city&limit=5") == cities)
        #expect(try await search("q=chiang&lang=en&osm_tag=place&limit=5") == cities)
        #expect(try await search("q=chiang&lang=en&osm_tag=!place:city&limit=5").isEmpty)
        #expect(try await search("q=chiang&lang=en&layer=street").isEmpty)
        let boxed = try await search("q=chiang&lang=en&bbox=98,18,100,20.5&limit=10")
        #expect(!boxed.isEmpty && boxed.allSatisfy { $0.contains("(TH)") }, "\(boxed)")
    }

    @Test func reverseAnswersTheNearestPlaceInTheReadersLanguage() async throws {
        #expect(try await reverse("lat=18.79&lon=98.98&lang=ja") == [
            "チエンマイ, チエンマイ県, タイ (TH) city place=city geonames:1153671 [98.98468, 18.79038]",
        ])
        // Photon's radius is in kilometres: Chiang Mai lies 0.5 km away.
        #expect(try await reverse("lat=18.79&lon=98.98&radius=0.1").isEmpty)
        #expect(try await reverse("lat=18.79&lon=98.98&radius=1").count == 1)
        #expect(try await reverse("lat=18.79&lon=98.98&limit=3&layer=country").isEmpty)
    }

    @Test(arguments: [
        ("/api", 400, "missing search term 'q': /api?q=berlin"),
        ("/api?q=paris&lang=klingon", 400, nil),
        ("/api?q=paris&layer=planet", 400, "invalid layer 'planet'; allowed layers are: city, country, county, district, house, locality, other, state, street"),
        ("/api?q=paris&osm_tag=!place:!city", 400, nil),
        ("/api?q=paris&dedupe=0", 400, "unknown query parameter 'dedupe'; allowed parameters are: bbox, lang, lat, layer, limit, location_bias_scale, lon, osm_tag, q, zoom"),
        ("/api?q=paris&lat=91&lon=0", 400, "lat must be one decimal number from -90 to 90, not '91'"),
        ("/reverse?lat=18.79", 400, "give the position as lat= and lon= in decimal degrees: /reverse?lat=13.75&lon=100.5"),
        ("/reverse?lat=18.79&lon=98.98&radius=0", 400, "radius must be a distance in kilometres greater than 0"),
        ("/reverse?lat=18.79&lon=98.98&query_string_filter=x", 400, nil),
        ("/api?q=bangkok", 200, nil),
        ("/api?q=bangkok&lat=13.7563", 200, nil),  // lat alone is taken and changes nothing, as the document admits it
        ("/reverse?lat=13.75&lon=100.5", 200, nil),
    ] as [(String, Int, String?)])
    func badInputIsA400InPhotonsShape(target: String, status: Int, message: String?) async throws {
        try await withServer { client in
            let response = try await client.execute(uri: target, method: .get)
            #expect(Int(response.status.code) == status, "\(target): \(response.text)")
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
            if status == 400 {
                #expect(json?.keys.sorted() == ["message"], "\(target): \(response.text)")
                if let message { #expect(json?["message"] as? String == message) }
            } else {
                #expect(json?["type"] as? String == "FeatureCollection")
            }
        }
    }

    @Test(arguments: [
        ("place:city", ["city"]),
        ("place", ["city", "continent", "country", "district", "island", "macro-region", "region", "subdistrict",
                   "supranational", "town", "village", "world"]),
        (":state", ["region"]),
        ("!place:city", ["continent", "country", "district", "island", "macro-region", "region", "subdistrict",
                         "supranational", "town", "village", "world"]),
        ("place:!city", ["continent", "country", "district", "island", "macro-region", "region", "subdistrict",
                         "supranational", "town", "village", "world"]),
        ("!:village", ["city", "continent", "country", "district", "island", "macro-region", "region",
                       "subdistrict", "supranational", "town", "world"]),
        ("boundary:administrative", []),
    ])
    func osmTagsAdmitKinds(tag: String, kinds: [String]) throws {
        let filter = try #require(PhotonTags.Filter(Substring(tag)))
        #expect(PhotonTags.kinds(admittedBy: [filter]).sorted() == kinds)
    }

    @Test func malformedTagsAreNoFilter() {
        for text in ["", ":", "!", "!place:!city", "place:", "pla ce", "place:city:x"] {
            #expect(PhotonTags.Filter(Substring(text)) == nil, "\(text)")
        }
    }
}
