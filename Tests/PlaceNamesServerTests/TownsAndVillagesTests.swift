import Foundation
import HummingbirdCore
import PlaceNames
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// The towns and villages of `Catalogs/towns/` (GeoNames' places of 500 people or more, issue 44), answered by the
/// service on three countries' shipped places (their cities, towns, villages and regions, with the world's
/// countries).
/// `Scripts/check-web.sh` asks the same of `names serve` on every shipped catalog.
@Suite struct TownsAndVillagesTests {
    /// Switzerland's, Thailand's and Japan's places, indexed once per test process.
    static let served = ShippedCatalogs.countries(["CH", "TH", "JP"])

    /// The first results of a reverse look-up, as `name (id) kind, distance m`.
    func reverse(_ rawQuery: String, in served: ServedCatalog?) throws -> [String] {
        let served = try #require(served, "the shipped catalogs could not be read")
        let body = try API.reverse(URI("/v1/reverse?" + rawQuery).queryParameters, acceptLanguage: "",
                                   served: served, configuration: ServerConfiguration()).body
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
        return (json["results"] as? [[String: Any]] ?? []).map { result in
            "\(result["name"] ?? "") (\(result["id"] ?? "")) \(result["kind"] ?? ""), \(result["distance"] ?? "") m"
        }
    }

    /// The names and ids of a search's results.
    func search(_ rawQuery: String, in served: ServedCatalog?) throws -> [String] {
        let served = try #require(served, "the shipped catalogs could not be read")
        let (status, body) = PlaceNamesServer.searchResponse(rawQuery: rawQuery, served: served)
        #expect(status == .ok)
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return (json?["results"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "") (\($0["id"] ?? ""))" }
    }

    @Test func aPointInAndermattAnswersAndermattNotSchwyz() throws {
        // The issue's example: before the towns, the nearest place was Schwyz, a city 43 km away.
        #expect(try reverse("lat=46.6356&lon=8.5939&lang=de", in: Self.served)
                == ["Andermatt (geonames:2661750) village, 6 m"])
        #expect(try reverse("lat=46.6356&lon=8.5939&lang=de&kind=city", in: Self.served)
                == ["Schwyz (geonames:2658665) city, 43072 m"])
        #expect(try reverse("lat=46.6356&lon=8.5939&lang=de&kind=town,village&limit=2", in: Self.served)
                == ["Andermatt (geonames:2661750) village, 6 m", "Gurtnellen (geonames:2660436) village, 11702 m"])
    }

    @Test func aThaiTownAnswersInThai() throws {
        // Phon (geonames:1607617): GeoNames gives its Thai spelling only as an untagged alias; names join takes it
        // as the Thai name (the script rule), and a Thai reader gets it.
        #expect(try reverse("lat=15.816&lon=102.59981&lang=th", in: Self.served) == ["พล (geonames:1607617) town, 0 m"])
    }

    @Test func aJapaneseTownAnswersInJapanese() throws {
        // Minabe (geonames:1857219), a town of 12,561 people: its kana alias is its Japanese name.
        #expect(try reverse("lat=33.76857&lon=135.31845&lang=ja", in: Self.served)
                == ["みなべ町 (geonames:1857219) town, 0 m"])
    }

    @Test func bangkokStaysFirstAndATownComesWhenTypedEnough() throws {
        // Thousands of Thai villages are named "Ban …" (village): the capital still comes first.
        #expect(try search("q=Ban&lang=en&limit=1&country=TH&kind=city,town,village", in: Self.served)
                == ["Bangkok (geonames:1609350)"])
        #expect(try search("q=Bamnet&lang=th&limit=1", in: Self.served) == ["บำเหน็จณรงค์ (geonames:1620989)"])
    }
}
