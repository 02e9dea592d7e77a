import Foundation
import HummingbirdCore
import HummingbirdTesting
import PlaceNames
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// `GET /v1/search`'s filters (`kind`, `country`, `region`, `bbox`) and location bias (`near`, `nearScale`), and
/// the filters of `GET /v1/reverse`, on the shipped catalogs, as an app's city picker asks them (issue 43).
@Suite struct SearchFilterEndpointTests {
    /// The status and JSON of `GET /v1/search?<rawQuery>`.
    func search(_ rawQuery: String) async throws -> (status: Int, json: [String: Any]) {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let (status, body) = PlaceNamesServer.searchResponse(rawQuery: rawQuery, served: served)
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
        return (Int(status.code), json)
    }

    /// `id kind country region` of each result.
    func results(_ rawQuery: String) async throws -> [String] {
        let (status, json) = try await search(rawQuery)
        #expect(status == 200, "\(rawQuery): \(json)")
        return (json["results"] as? [[String: Any]] ?? []).map { result in
            "\(result["name"] ?? "") (\(result["id"] ?? "")) \(result["kind"] ?? "") \(result["country"] ?? "-")"
        }
    }

    /// The `error.code` and `error.message` of a `400`.
    func error(_ rawQuery: String) async throws -> String {
        let (status, json) = try await search(rawQuery)
        #expect(status == 400, "\(rawQuery)")
        let error = json["error"] as? [String: Any] ?? [:]
        return "\(error["code"] ?? ""): \(error["message"] ?? "")"
    }

    @Test func chiangInThaiCitiesOfThailandIsChiangMaiThenChiangRai() async throws {
        let found = try await results("q=chiang&lang=th&kind=city&country=TH")
        #expect(Array(found.prefix(2)) == [
            "เชียงใหม่ (geonames:1153671) city TH", "เชียงราย (geonames:1153669) city TH",
        ])
        #expect(found.allSatisfy { $0.hasSuffix(" city TH") }, "\(found)")
        // Unfiltered, the regions come first.
        #expect(try await results("q=chiang&lang=th&limit=1") != Array(found.prefix(1)))
    }

    @Test func kindsAndCountriesRepeatOrListWithCommas() async throws {
        let listed = try await results("q=san&kind=city,region&country=CL,ar&limit=20")
        let repeated = try await results("q=san&kind=city&kind=region&country=CL&country=AR&limit=20")
        #expect(listed == repeated)
        #expect(listed.count == 20)
        #expect(listed.allSatisfy { ($0.contains(" city ") || $0.contains(" region ")) &&
            ($0.hasSuffix(" CL") || $0.hasSuffix(" AR")) }, "\(listed)")
    }

    @Test func aRegionFilterAnswersPlacesInIt() async throws {
        let found = try await results("q=san&region=iso3166-2:TH-50&lang=en")
        #expect(!found.isEmpty)
        let served = try #require(await ShippedCatalogs.whenServed())
        let (_, json) = try await search("q=san&region=iso3166-2:TH-50&lang=en")
        for result in json["results"] as? [[String: Any]] ?? [] {
            #expect(served.place(id: result["id"] as? String ?? "")?.region == "iso3166-2:TH-50")
            #expect(result["region"] as? String == "iso3166-2:TH-50")
        }
    }

    @Test func aBoxAcrossTheAntimeridianFindsFiji() async throws {
        // Fiji's cities lie on both sides of 180°; Suva at 178.4° E, Labasa at 179.4° E.
        let found = try await results("q=s&lang=en&bbox=170,-25,-170,-10&limit=50")
        #expect(found.contains { $0.hasPrefix("Suva ") }, "\(found)")
        #expect(found.allSatisfy { $0.hasSuffix(" FJ") || $0.hasSuffix(" TO") || $0.hasSuffix(" WS")
            || $0.hasSuffix(" WF") || $0.hasSuffix(" AS") || $0.hasSuffix(" NU") || $0.hasSuffix(" NC") }, "\(found)")
    }

    @Test func springfieldNearIllinoisIsSpringfieldIllinois() async throws {
        #expect(try await results("q=springfield&lang=en&near=39.80,-89.64&limit=1").first
                == "Springfield (geonames:4250542) city US")
        // Near Boston: Springfield, Massachusetts.
        #expect(try await results("q=springfield&lang=en&near=42.36,-71.06&limit=1").first
                == "Springfield (geonames:4951788) city US")
        // Without a position: Springfield, Missouri, the most populous.
        #expect(try await results("q=springfield&lang=en&limit=1").first == "Springfield (geonames:4409896) city US")
    }

    @Test func parisNearParisTexasIsParisTexasBeforeParisFrance() async throws {
        let found = try await results("q=paris&lang=en&near=33.66,-95.55&limit=5")
        let texas = try #require(found.firstIndex(of: "Paris (geonames:4717560) city US"), "\(found)")
        let france = found.firstIndex(of: "Paris (geonames:2988507) city FR") ?? found.count
        #expect(texas < france)
        #expect(try await results("q=paris&lang=en&limit=1").first == "Paris (geonames:2988507) city FR")
        // No bias at scale 0: the answer without a position.
        #expect(try await results("q=paris&lang=en&near=33.66,-95.55&nearScale=0&limit=10")
                == results("q=paris&lang=en&limit=10"))
    }

    @Test func theBiasNeverLeavesAPlaceOut() async throws {
        // Fewer than 100 places are named Springfield: the same places, in another order.
        let near = try await results("q=springfield&lang=en&near=42.36,-71.06&limit=100")
        let far = try await results("q=springfield&lang=en&limit=100")
        #expect(near.count < 100 && Set(near) == Set(far) && near != far)
    }

    @Test func aBadValueIsA400NamingTheParameter() async throws {
        #expect(try await error("q=a&kind=") == "bad_kind: kind must be place kinds separated by commas, for example kind=city,town, not ''")
        #expect(try await error("q=a&country=THA") == "bad_country: country must be ISO 3166-1 alpha-2 codes separated by commas, for example country=TH,LA, not 'THA'")
        #expect(try await error("q=a&country=TH,") == "bad_country: country must be ISO 3166-1 alpha-2 codes separated by commas, for example country=TH,LA, not ''")
        #expect(try await error("q=a&region=") == "bad_region: region must be region ids separated by commas, for example region=iso3166-2:TH-50, not ''")
        #expect(try await error("q=a&bbox=1,2,3") == "bad_bbox: bbox must be one box minLon,minLat,maxLon,maxLat in decimal degrees (longitudes -180 to 180, latitudes -90 to 90, at most 15 decimals), for example bbox=97.3,5.6,105.7,20.5, not '1,2,3'")
        #expect(try await error("q=a&bbox=1e1,2,3,4").hasPrefix("bad_bbox: "))
        #expect(try await results("q=a&bbox=0,20,10,10").isEmpty)
        #expect(try await error("q=a&bbox=0,0,181,10").hasPrefix("bad_bbox: "))
        #expect(try await error("q=a&bbox=0,0,1,1&bbox=0,0,2,2").hasPrefix("bad_bbox: "))
        #expect(try await error("q=a&near=13.7") == "bad_near: near must be one position lat,lon in decimal degrees (latitude -90 to 90, longitude -180 to 180, at most 15 decimals), for example near=13.75,100.5, not '13.7'")
        #expect(try await error("q=a&near=90.5,0").hasPrefix("bad_near: "))
        #expect(try await error("q=a&near=91,0").hasPrefix("bad_near: "))
        #expect(try await error("q=a&near=13,100&nearScale=2") == "bad_near_scale: nearScale must be a number from 0 (no bias) to 1 (the strongest), for example nearScale=0.5, not '2'")
        #expect(try await error("q=a&nearScale=-1").hasPrefix("bad_near_scale: "))
    }

    @Test func anIdNoRegionHasMatchesNothing() async throws {
        // As an unknown kind: every id the OpenAPI document admits is taken (schemathesis sends them).
        #expect(try await results("q=a&region=iso3166-2:TH-99").isEmpty)
        #expect(try await results("q=chiang&region=geonames:1153671").isEmpty)
        // nearScale alone changes nothing.
        #expect(try await results("q=paris&lang=en&nearScale=1") == results("q=paris&lang=en"))
    }

    @Test func listingsTakeTheFilters() async throws {
        let catalog = Catalog(places: [
            Place(id: "iso3166-1:TH", kind: .country, country: "TH", names: [.english: "Thailand", .thai: "ไทย"]),
            Place(id: "iso3166-2:TH-50", kind: .region, country: "TH", names: [.english: "Chiang Mai", .thai: "เชียงใหม่"]),
            Place(id: "geonames:1153671", kind: .city, country: "TH", region: "iso3166-2:TH-50",
                  coordinate: Coordinate(latitude: 18.79038, longitude: 98.98468), population: 127_240,
                  names: [.english: "Chiang Mai", .thai: "เชียงใหม่"]),
            Place(id: "geonames:1609350", kind: .city, country: "TH",
                  coordinate: Coordinate(latitude: 13.75398, longitude: 100.50144), population: 5_104_476,
                  names: [.english: "Bangkok", .thai: "กรุงเทพ"]),
        ])
        try await withServer(CatalogStore(catalog: catalog)) { client in
            try await client.execute(uri: "/v1/places?lang=th&region=iso3166-2:TH-50", method: .get) { response in
                #expect(response.text == #"{"chain":["thai","english"],"places":[{"id":"geonames:1153671","kind":"city","country":"TH","name":"เชียงใหม่","language":"thai","fallback":false,"label":"เชียงใหม่ ไทย","population":127240,"coordinate":{"latitude":18.79038,"longitude":98.98468},"region":"iso3166-2:TH-50","context":{"region":{"id":"iso3166-2:TH-50","name":"เชียงใหม่","language":"thai","fallback":false},"country":{"id":"iso3166-1:TH","code":"TH","name":"ไทย","language":"thai","fallback":false}}}],"next":null}"#)
            }
            try await client.execute(uri: "/v1/places?lang=en&kind=city&bbox=100,13,101,14", method: .get) { response in
                #expect(response.text.contains(#""id":"geonames:1609350""#) && !response.text.contains("1153671"))
            }
            try await client.execute(uri: "/v1/places?region=iso3166-2:TH-99", method: .get) { response in
                #expect(response.text == #"{"chain":["english"],"places":[],"next":null}"#)
            }
            try await client.execute(uri: "/v1/places?region=", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains(#""code":"bad_region""#))
            }
        }
    }

    /// The status and body of `GET /v1/reverse?<rawQuery>`.
    func reverse(_ rawQuery: String) async throws -> (status: Int, body: String) {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        do throws(APIError) {
            let body = try API.reverse(URI("/v1/reverse?" + rawQuery).queryParameters, acceptLanguage: "",
                                       served: served, configuration: ServerConfiguration()).body
            return (200, String(decoding: body, as: UTF8.self))
        } catch {
            return (Int(error.status.code), String(decoding: error.jsonBody, as: UTF8.self))
        }
    }

    @Test func reverseTakesACountry() async throws {
        // On the Thai side of the Mekong at Nong Khai; Vientiane (LA) is 20 km away.
        let laos = try await reverse("lat=17.88&lon=102.74&country=LA&limit=3&lang=en")
        #expect(laos.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(laos.body.utf8)) as? [String: Any])
        let countries = (json["results"] as? [[String: Any]] ?? []).map { $0["country"] as? String }
        #expect(countries == ["LA", "LA", "LA"])
        #expect(try await reverse("lat=17.88&lon=102.74&country=Laos").body.contains(#""code":"bad_country""#))
    }
}
