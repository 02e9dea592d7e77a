import Foundation
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// The examples of the search issue on the shipped catalogs (`Catalogs/`), as a reader would see them.
@Suite struct ShippedSearchTests {
    /// Every shipped catalog, indexed once: the index takes seconds in a debug build.
    static let served: ServedCatalog? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        guard let loaded = try? CatalogLoader(paths: [root + "/Catalogs"]).load() else { return nil }
        return ServedCatalog(catalog: loaded.catalog, fingerprint: loaded.fingerprint)
    }()

    /// `name (id) kind: text` of each result.
    func results(_ rawQuery: String) throws -> [String] {
        let served = try #require(Self.served, "the shipped catalogs could not be read")
        let (status, body) = PlaceNamesServer.searchResponse(rawQuery: rawQuery, served: served)
        #expect(status == .ok)
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return (json?["results"] as? [[String: Any]] ?? []).map { result in
            let match = result["match"] as? [String: Any] ?? [:]
            return "\(result["name"] ?? "") (\(result["id"] ?? "")) \(match["kind"] ?? ""): \(match["text"] ?? "")"
        }
    }

    @Test func anchoInEnglishIsAnchorage() throws {
        // Before: Colombia, Kosovo, North Korea… (Irish "an Cholóim", across a word boundary, in another language).
        #expect(try results("q=Ancho&lang=english&limit=3") == [
            "Anchorage (tz:America/Anchorage) prefix: Anchorage",
            "Olancho (iso3166-2:HN-OL) substring: Olancho",
            "Banteay Meanchey (iso3166-2:KH-1) substring: Banteay Mean Choăy",
        ])
    }

    @Test func bangkInJapaneseIsBangkokFirst() throws {
        // Before: six Nigerian states (Vietnamese "Bang Katsina"…), Bangkok seventh. English is in a Japanese
        // reader's chain; the Vietnamese name spans a word boundary and is in neither.
        #expect(try results("q=bangk&lang=japanese&limit=4") == [
            "バンコク (tz:Asia/Bangkok) prefix: Bangkok",
            "バンコク (iso3166-2:TH-10) prefix: Bangkok",
            "バンカ・ブリトゥン州 (iso3166-2:ID-BB) prefix: Bangka–Belitung Islands",
            "カツィナ州 (iso3166-2:NG-KT) spanning: Bang Katsina",
        ])
    }

    @Test func bangInRussianIsTheRussianNamesFirst() throws {
        // Before: Bangladesh, then Iceland (Vietnamese "Băng Đảo") and Nigerian states, no Бангкок or Банги. Now
        // every place whose Russian name starts with Банг, the country first (importance by kind), the two cities
        // in Russian collation order, then their regions; then names with a later word starting with it.
        #expect(try results("q=%D0%91%D0%B0%D0%BD%D0%B3&lang=russian&limit=7") == [
            "Бангладеш (iso3166-1:BD) prefix: Бангладеш",
            "Банги (tz:Africa/Bangui) prefix: Банги",
            "Бангкок (tz:Asia/Bangkok) prefix: Бангкок",
            "Банги (iso3166-2:CF-BGF) prefix: Банги",
            "Бангкок (iso3166-2:TH-10) prefix: Бангкок",
            "Баминги-Бангоран (iso3166-2:CF-BB) word_prefix: Баминги-Бангоран",
            "Гопалгандж (округ, Бангладеш) (iso3166-2:BD-17) word_prefix: Гопалгандж (округ, Бангладеш)",
        ])
    }

    @Test func hanAsWrittenBeforeKanaReadAloud() throws {
        // 曼谷 is Bangkok's Chinese name; read as "man gu" it also starts マングローブ・キー's transliteration.
        #expect(try results("q=%E6%9B%BC%E8%B0%B7&lang=ja&limit=2") == [
            "バンコク (tz:Asia/Bangkok) exact: 曼谷", "バンコク (iso3166-2:TH-10) exact: 曼谷",
        ])
    }

    @Test func typosFindTheCity() throws {
        #expect(try results("q=Bangkko&lang=en&limit=2") == [
            "Bangkok (tz:Asia/Bangkok) typo: Bangkok", "Bangkok (iso3166-2:TH-10) typo: Bangkok",
        ])
        // Yoruba spells it Bánkọk: no typo needed.
        #expect(try results("q=Bankok&lang=en&limit=2") == [
            "Bangkok (tz:Asia/Bangkok) exact: Bánkọk", "Bangkok (iso3166-2:TH-10) prefix: Bankokas",
        ])
    }
}
