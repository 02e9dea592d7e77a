import Foundation
import HummingbirdCore
import HummingbirdTesting
import NIOCore
import PlaceNames
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// GeoJSON (RFC 7946) answers (issue 43): `format=geojson` or `Accept: application/geo+json` gives every place
/// answer as features whose properties are the JSON answer's fields, with `[longitude, latitude]` points.
@Suite struct GeoJSONAnswerTests {
    static let chiangMai = Place(
        id: "geonames:1153671", kind: .city, country: "TH", region: "iso3166-2:TH-50",
        coordinate: Coordinate(latitude: 18.79038, longitude: 98.98468), population: 200_952,
        names: [.thai: "เชียงใหม่", .english: "Chiang Mai"])
    static let province = Place(id: "iso3166-2:TH-50", kind: .region, country: "TH",
                                names: [.thai: "จังหวัดเชียงใหม่", .english: "Chiang Mai"])

    func withCatalog(_ body: @Sendable @escaping (any TestClientProtocol) async throws -> Void) async throws {
        try await withServer(CatalogStore(catalog: Catalog(places: [Self.chiangMai, Self.province])), .router, body)
    }

    func object(_ bytes: [UInt8]) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary)
    }

    /// The JSON answer's list and the GeoJSON answer's features agree: same members around them, each feature's
    /// properties the JSON item, its id the item's id and its point the item's coordinate, longitude first.
    func expectSameAnswer(json: NSDictionary, geoJSON: NSDictionary, list: String) {
        #expect(geoJSON["type"] as? String == "FeatureCollection")
        let items = json[list] as? [NSDictionary] ?? []
        let features = geoJSON["features"] as? [NSDictionary] ?? []
        #expect(items.count == features.count && !items.isEmpty)
        for (item, feature) in zip(items, features) {
            #expect(feature["type"] as? String == "Feature")
            #expect(feature["properties"] as? NSDictionary == item)
            #expect(feature["id"] as? String == item["id"] as? String)
            let coordinate = item["coordinate"] as? NSDictionary
            let geometry = feature["geometry"] as? NSDictionary
            #expect(geometry?["type"] as? String == (coordinate == nil ? nil : "Point"))
            #expect(geometry?["coordinates"] as? [Double]
                    == coordinate.map { [$0["longitude"] as! Double, $0["latitude"] as! Double] })
        }
        let others = (json.allKeys as! [String]).filter { $0 != list }
        for key in others { #expect(geoJSON[key] as? NSObject == json[key] as? NSObject, "\(key)") }
        #expect(Set(geoJSON.allKeys as! [String]) == Set(others + ["type", "features"]))
    }

    @Test func searchAndReverseOnTheShippedCatalogs() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let search = URI("/v1/search?q=chiang&lang=th&kind=city&country=TH").queryParameters
        let json = try API.search(search, acceptLanguage: "", served: served, configuration: .init()).body
        let geoJSON = try API.search(search, acceptLanguage: "", format: .geoJSON, served: served,
                                     configuration: .init()).body
        expectSameAnswer(json: try object(json), geoJSON: try object(geoJSON), list: "results")
        let first = (try object(geoJSON)["features"] as? [NSDictionary])?.first
        #expect((first?["geometry"] as? NSDictionary)?["coordinates"] as? [Double] == [98.98468, 18.79038])

        let reverse = URI("/v1/reverse?lat=18.79&lon=98.98&lang=ja&limit=3").queryParameters
        expectSameAnswer(
            json: try object(try API.reverse(reverse, acceptLanguage: "", served: served,
                                             configuration: .init()).body),
            geoJSON: try object(try API.reverse(reverse, acceptLanguage: "", format: .geoJSON, served: served,
                                                configuration: .init()).body),
            list: "results")
    }

    @Test func aLookUpIsAFeatureAndAPlaceWithoutAPositionHasNoGeometry() async throws {
        try await withCatalog { client in
            let json = try await client.execute(uri: "/v1/places/geonames:1153671?lang=th", method: .get)
            let geo = try await client.execute(uri: "/v1/places/geonames:1153671?lang=th&format=geojson", method: .get)
            #expect(geo.headers[.contentType] == "application/geo+json; charset=utf-8")
            #expect(geo.headers[.vary] == "Accept-Language, Accept")
            #expect(json.headers[.contentType] == "application/json; charset=utf-8")
            #expect(json.headers[.vary] == "Accept-Language, Accept")
            #expect(geo.text.hasPrefix(#"{"type":"Feature","id":"geonames:1153671","geometry":{"type":"Point","coordinates":[98.98468,18.79038]},"properties":{"id":"geonames:1153671","kind":"city","country":"TH","name":"เชียงใหม่","language":"thai","fallback":false,"#))
            let feature = try object(Array(buffer: geo.body))
            #expect(feature["properties"] as? NSDictionary == (try object(Array(buffer: json.body))))

            let region = try await client.execute(uri: "/v1/places/iso3166-2:TH-50?lang=en&format=geojson", method: .get)
            #expect(region.text.hasPrefix(#"{"type":"Feature","id":"iso3166-2:TH-50","geometry":null,"properties":{"#))
        }
    }

    @Test func acceptChoosesGeoJSONOnlyWhenItIsPreferred() async throws {
        try await withCatalog { client in
            let asked = try await client.execute(uri: "/v1/places?lang=en&format=geojson", method: .get)
            for (accept, geo) in [("application/geo+json", true), ("application/geo+json;q=0.9, application/json;q=0.5", true),
                                  ("application/json, application/geo+json", false), ("*/*", false),
                                  ("application/geo+json;q=0", false), ("text/html", false)] {
                let response = try await client.execute(uri: "/v1/places?lang=en", method: .get,
                                                        headers: [.accept: accept])
                #expect((response.text == asked.text) == geo, "\(accept)")
                #expect(response.headers[.contentType]?.hasPrefix(geo ? "application/geo+json" : "application/json") == true)
            }
            // The JSON answer of a format=json request is the one without format.
            let plain = try await client.execute(uri: "/v1/places?lang=en", method: .get)
            let json = try await client.execute(uri: "/v1/places?lang=en&format=json", method: .get,
                                                headers: [.accept: "application/geo+json"])
            #expect(plain.text == json.text)
        }
    }

    @Test func listingsAndBulkLookUpsAreFeatureCollections() async throws {
        try await withCatalog { client in
            let json = try await client.execute(uri: "/v1/places?lang=th", method: .get)
            let geo = try await client.execute(uri: "/v1/places?lang=th&format=geojson", method: .get)
            expectSameAnswer(json: try object(Array(buffer: json.body)), geoJSON: try object(Array(buffer: geo.body)),
                             list: "places")
            let body = ByteBuffer(string: #"{"ids":["geonames:1153671","nowhere:1"],"lang":"th"}"#)
            let bulk = try await client.execute(uri: "/v1/lookup", method: .post, body: body)
            let bulkGeo = try await client.execute(uri: "/v1/lookup?format=geojson", method: .post, body: body)
            #expect(bulkGeo.headers[.contentType] == "application/geo+json; charset=utf-8")
            expectSameAnswer(json: try object(Array(buffer: bulk.body)), geoJSON: try object(Array(buffer: bulkGeo.body)),
                             list: "places")
        }
    }

    @Test func anUnknownFormatIsRefused() async throws {
        try await withCatalog { client in
            for target in ["/v1/places/geonames:1153671?format=xml", "/v1/search?q=chiang&format=GeoJSONs",
                           "/v1/places?format=json&format=geojson"] {
                let response = try await client.execute(uri: target, method: .get)
                #expect(response.status == .badRequest, "\(target)")
                #expect(response.text.contains(#""code":"bad_format""#), "\(target)")
            }
        }
    }

    @Test func theWirePathAnswersGeoJSONAsTheRouterDoes() async throws {
        try await withCatalog { client in
            for target in ["/v1/places/geonames:1153671?lang=th", "/v1/search?q=chiang&lang=th"] {
                let routed = try await client.execute(uri: target, method: .get, headers: [.accept: "application/geo+json"])
                #expect(routed.headers[.contentType] == "application/geo+json; charset=utf-8")
                #expect(routed.text.hasPrefix(#"{"type":"#), "\(target)")
            }
        }
        try await withServer(CatalogStore(catalog: Catalog(places: [Self.chiangMai, Self.province])), .live) { client in
            for target in ["/v1/places/geonames:1153671?lang=th", "/v1/search?q=chiang&lang=th"] {
                let json = try await client.execute(uri: target, method: .get)
                let geo = try await client.execute(uri: target, method: .get, headers: [.accept: "application/geo+json"])
                let again = try await client.execute(uri: target, method: .get)
                #expect(geo.headers[.contentType] == "application/geo+json; charset=utf-8", "\(target)")
                #expect(json.text != geo.text && json.text == again.text, "\(target)")
            }
        }
    }
}
