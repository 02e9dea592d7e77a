import Foundation
import PlaceNames
@testable import PlaceNamesServer
import ShippedCatalogs
import Testing

/// The examples of the search issue on the shipped catalogs (`Catalogs/`), as a reader would see them.
@Suite struct ShippedSearchTests {
    /// `name (id) kind: text` of each result.
    func results(_ rawQuery: String) async throws -> [String] {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let (status, body) = PlaceNamesServer.searchResponse(rawQuery: rawQuery, served: served)
        #expect(status == .ok)
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return (json?["results"] as? [[String: Any]] ?? []).map { result in
            let match = result["match"] as? [String: Any] ?? [:]
            let name = result["name"] as? String ?? "<null>"
            return "\(name) (\(result["id"] ?? "")) \(match["kind"] ?? ""): \(match["text"] ?? "")"
        }
    }

    @Test func anchoInEnglishIsAnchorage() async throws {
        // Before: Colombia, Kosovo, North Korea… (Irish "an Cholóim", across a word boundary, in another language).
        #expect(try await results("q=Ancho&lang=english&limit=3") == [
            "Anchorage (geonames:5879400) prefix: Anchorage",
            "Olancho (iso3166-2:HN-OL) substring: Olancho",
            "Rancho Cucamonga (geonames:5385955) substring: Rancho Cucamonga",
        ])
    }

    @Test func bangkInJapaneseIsBangkokFirst() async throws {
        // Before: six Nigerian states (Vietnamese "Bang Katsina"…), Bangkok seventh. English is in a Japanese
        // reader's chain; the Vietnamese name spans a word boundary and is in neither.
        #expect(try await results("q=bangk&lang=japanese&limit=4") == [
            "バンコク (geonames:1609350) prefix: Bangkok",
            "バンコク (iso3166-2:TH-10) prefix: Bangkok",
            "バンカ・ブリトゥン州 (iso3166-2:ID-BB) prefix: Bangka–Belitung Islands",
            // A place English (the chain's second language) names, before the GeoNames cities that only their
            // default name names (Bangkalan, Bengkulu by its alias Bangkahulu, shown as "und").
            "Ban Bang Kadi Pathum Thani (geonames:1620875) substring: Ban Bang Kadi Pathum Thani",
        ])
        #expect(try await results("q=bangk&lang=japanese&limit=6").suffix(2) == [
            "Bangkalan (geonames:1650298) prefix: Bangkalan",
            "Bengkulu (geonames:1649150) prefix: Bangkahulu",
        ])
    }

    @Test func bangInRussianIsTheRussianNamesFirst() async throws {
        // Before: Bangladesh, then Iceland (Vietnamese "Băng Đảo") and Nigerian states, no Бангкок or Банги. Now
        // only places whose Russian name starts with Банг: the country first (importance by kind), then by
        // population (Bangalore 8.4 M, Bangkok 5.1 M, Bangui 0.5 M...); the region of Bangui after the city it is
        // named after, Bangkok's province by its share of Thailand's city population.
        #expect(try await results("q=%D0%91%D0%B0%D0%BD%D0%B3&lang=russian&limit=7") == [
            "Бангладеш (iso3166-1:BD) prefix: Бангладеш",
            "Бангалор (geonames:1277333) prefix: Бангалор",
            "Бангкок (geonames:1609350) prefix: Бангкок",
            "Банги (geonames:2389853) prefix: Банги",
            "Бангкок (iso3166-2:TH-10) prefix: Бангкок",
            "Банги (iso3166-2:CF-BGF) prefix: Банги",
            // Bangaon (India, 111,693 people), named in Russian by GeoNames since libgeonames.
            "Бангаон (geonames:1277324) prefix: Бангаон",
        ])
    }

    @Test func arabicWithTheMarksTypedIsTheNameSpelledSo() async throws {
        // آلب (alef with madda). Before: Albania (ألبانيا, with a hamza), Bahrain, Brazil, Portugal, Bosnia: every
        // country whose folded name starts with الب, and no Albany in the top ten.
        // Aalborg (142,937 people) has had an Arabic name, آلبورغ, since libgeonames.
        #expect(try await results("q=%D8%A2%D9%84%D8%A8&lang=arabic&limit=4") == [
            "آلبورغ (geonames:2624886) prefix: آلبورغ",
            "آلباني (geonames:5106834) prefix: آلباني",
            "آلباني (geonames:4179320) prefix: آلباني",
            "آلبينا (geonames:4984075) prefix: آلبينا",
        ])
    }

    @Test func aFinishedWordIsNotContinued() async throws {
        // "دي " (de, then a space). Before: Diego Garcia, Durban, Dumont d'Urville, Dease Lake... names whose first
        // word goes on, and no Des Moines in the top ten.
        #expect(try await results("q=%D8%AF%D9%8A%20&lang=arabic&limit=2") == [
            "دي موين (geonames:4853828) prefix: دي موين",
            // De Soto (52,486 people), named in Arabic by GeoNames since libgeonames, before De Queen.
            "دي سوتو (geonames:4685524) prefix: دي سوتو",
        ])
        #expect(try await results("q=Chon%20&lang=english&limit=3") == [
            "Chon Buri (geonames:1611110) prefix: Chon Buri",
            "Chon Buri (iso3166-2:TH-20) prefix: Chon Buri",
            "Chongqing (geonames:1814906) prefix: Chongqing",
        ])
    }

    @Test func lvivInRussianIsTheCityBeforeItsOblast() async throws {
        // Before: Львовская область first (a region counted as a million people), then Львов (717,273).
        #expect(try await results("q=%D0%9B%D1%8C%D0%B2%D0%BE&lang=russian&limit=2") == [
            "Львов (geonames:702550) prefix: Львов",
            "Львовская область (iso3166-2:UA-46) prefix: Львовская область",
        ])
    }

    @Test func hanAsWrittenBeforeKanaReadAloud() async throws {
        // 曼谷 is Bangkok's Chinese name; read as "man gu" it also starts マングローブ・キー's transliteration.
        #expect(try await results("q=%E6%9B%BC%E8%B0%B7&lang=ja&limit=2") == [
            "バンコク (geonames:1609350) exact: 曼谷", "バンコク (iso3166-2:TH-10) exact: 曼谷",
        ])
    }

    @Test func osakInEnglishIsOsakaTheCity() async throws {
        #expect(try await results("q=osak&lang=en&limit=2") == [
            "Osaka (geonames:1853909) prefix: Osaka", "Ōsaka (iso3166-2:JP-27) prefix: Ōsaka",
        ])
    }

    @Test func typosFindTheCity() async throws {
        #expect(try await results("q=Bangkko&lang=en&limit=2") == [
            "Bangkok (geonames:1609350) typo: Bangkok", "Bangkok (iso3166-2:TH-10) typo: Bangkok",
        ])
        // Yoruba spells it Bánkọk: no typo needed.
        #expect(try await results("q=Bankok&lang=en&limit=2") == [
            "Bangkok (geonames:1609350) exact: Bánkọk", "Bangkok (iso3166-2:TH-10) prefix: Bankokas",
        ])
    }
}
