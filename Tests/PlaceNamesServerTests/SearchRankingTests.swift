import Foundation
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// Ranking on catalogs built here: language, script, word alignment, importance, collation, ids; typos, every
/// name form and aliases.
@Suite struct SearchRankingTests {
    /// `(id, match kind, match form)` of each result of `GET /v1/search?<rawQuery>` on `places`.
    func results(_ rawQuery: String, _ places: [Place]) throws -> [String] {
        let served = ServedCatalog(catalog: Catalog(places: places), fingerprint: "test")
        let (status, body) = PlaceNamesServer.searchResponse(rawQuery: rawQuery, served: served)
        #expect(status == .ok)
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return (json?["results"] as? [[String: Any]] ?? []).map { result in
            let match = result["match"] as? [String: Any] ?? [:]
            return "\(result["id"] ?? "") \(match["kind"] ?? "") \(match["form"] ?? "")"
        }
    }

    @Test func theRequestedLanguageComesFirst() throws {
        let places = [
            Place(id: "co", kind: .country, names: [.english: "Colombia", .irish: "an Cholóim"]),
            Place(id: "anchorage", kind: .city, names: [.english: "Anchorage"]),
            Place(id: "ancona", kind: .district, names: [.italian: "Ancona", .english: "Ancona"]),
        ]
        #expect(try results("q=Ancho&lang=en", places) == ["anchorage prefix preferred", "co spanning preferred"])
        #expect(try results("q=Ancho&lang=ga", places) == ["co spanning preferred", "anchorage prefix preferred"])
    }

    @Test func theQuerysOwnScriptComesBeforeATransliteration() throws {
        let places = [
            // Transliterated letter by letter, the Thai name of Bangladesh starts with "bangk".
            Place(id: "bd", kind: .village, names: [.thai: "บังกลาเทศ", .english: "Bangladesh"]),
            Place(id: "bkk", kind: .city, names: [.thai: "กรุงเทพมหานคร", .english: "Bangkok"]),
        ]
        #expect(try results("q=bangk&lang=th", places) == ["bkk prefix preferred", "bd prefix preferred"])
        // บัง: the Thai name as typed before Bangkok's English name found through the query's transliteration.
        #expect(try results("q=%E0%B8%9A%E0%B8%B1%E0%B8%87&lang=th", places) == ["bd prefix preferred",
                                                                                  "bkk prefix preferred"])
    }

    @Test func wordStartsBeforeSpansBeforeInsideWords() throws {
        let places = [
            Place(id: "inside", kind: .country, names: [.english: "Newyorkshire"]),
            Place(id: "span", kind: .country, names: [.english: "Ne Wyork"]),
            Place(id: "later", kind: .city, population: 20_000_000, names: [.english: "New York"]),
            Place(id: "start", kind: .village, names: [.english: "Yorkton"]),
        ]
        #expect(try results("q=york", places) == ["start prefix preferred", "later word_prefix preferred",
                                                    "span substring preferred", "inside substring preferred"])
        #expect(try results("q=newy", places) == ["inside prefix preferred", "later spanning preferred",
                                                    "span spanning preferred"])
        #expect(try results("q=new%20y", places) == ["later prefix preferred", "span spanning preferred",
                                                       "inside spanning preferred"])
    }

    @Test func exactBeforePrefixThenPopulationThenKind() throws {
        let places = [
            Place(id: "district", kind: .district, names: [.english: "Taka"]),
            Place(id: "region", kind: .region, names: [.english: "Takeo"]),
            Place(id: "city", kind: .city, names: [.english: "Takhli"]),
            Place(id: "big-town", kind: .town, population: 5_000_000, names: [.english: "Takoma"]),
            Place(id: "exact", kind: .village, population: 10, names: [.english: "Tak"]),
        ]
        #expect(try results("q=tak", places) == ["exact exact preferred", "big-town prefix preferred",
                                                   "city prefix preferred", "region prefix preferred",
                                                   "district prefix preferred"])
    }

    @Test func marksTheQueryTypedComeBeforeMarksFoldedAway() throws {
        let places = [
            Place(id: "al", kind: .country, names: [.arabic: "ألبانيا", .english: "Albania"]),
            Place(id: "albany", kind: .city, country: "US", population: 101_228,
                  names: [.arabic: "آلباني", .english: "Albany"]),
            Place(id: "zurich", kind: .city, country: "CH", population: 341_730, names: [.german: "Zürich"]),
            Place(id: "zurbaran", kind: .village, country: "ES", names: [.german: "Zurbarán"]),
        ]
        // آلب (alef with madda) spells Albany; ألبانيا has a hamza instead, so it comes after, though a country.
        #expect(try results("q=%D8%A2%D9%84%D8%A8&lang=ar", places) == ["albany prefix preferred", "al prefix preferred"])
        // Without a mark the reader may have left the hamza out: the country first, as before.
        #expect(try results("q=%D8%A7%D9%84%D8%A8&lang=ar", places) == ["al prefix preferred", "albany prefix preferred"])
        // A name's marks the query lacks cost nothing: zur finds Zürich by importance.
        #expect(try results("q=zur&lang=de", places) == ["zurich prefix preferred", "zurbaran prefix preferred"])
        #expect(try results("q=Zurb&lang=de", places) == ["zurbaran prefix preferred"])
        #expect(try results("q=Z%C3%BCr&lang=de", places) == ["zurich prefix preferred", "zurbaran prefix preferred"])
    }

    @Test func aFinishedWordBeforeAWordThatGoesOn() throws {
        let places = [
            Place(id: "chongqing", kind: .city, country: "CN", population: 7_457_599, names: [.english: "Chongqing"]),
            Place(id: "chonburi", kind: .city, country: "TH", population: 219_164, names: [.english: "Chon Buri"]),
            Place(id: "pap", kind: .city, country: "HT", population: 1_234_742, names: [.english: "Port-au-Prince"]),
            Place(id: "pt", kind: .country, names: [.english: "Portugal"]),
        ]
        #expect(try results("q=Chon", places) == ["chongqing prefix preferred", "chonburi prefix preferred"])
        #expect(try results("q=Chon%20", places) == ["chonburi prefix preferred", "chongqing prefix preferred"])
        #expect(try results("q=Port", places) == ["pt prefix preferred", "pap prefix preferred"])
        #expect(try results("q=Port-", places) == ["pap prefix preferred", "pt prefix preferred"])
    }

    @Test func aSubdivisionNamedAfterItsCityComesRightAfterIt() throws {
        let places = [
            Place(id: "lviv-oblast", kind: .region, country: "UA", names: [.russian: "Львовская область"]),
            Place(id: "lviv", kind: .city, country: "UA", population: 717_273, names: [.russian: "Львов"]),
            Place(id: "lvovo", kind: .city, country: "BG", population: 900, names: [.russian: "Львово"]),
            Place(id: "sk", kind: .region, country: "CA", names: [.russian: "Саскачеван"]),
            Place(id: "saskatoon", kind: .city, country: "CA", population: 266_141, names: [.russian: "Саскатун"]),
            // With Toronto, Canada's cities hold more than a million people per region: the region keeps the
            // million its kind gives it.
            Place(id: "toronto", kind: .city, country: "CA", population: 2_731_571, names: [.russian: "Торонто"]),
        ]
        // The oblast takes the place just after its city, still before a smaller city.
        #expect(try results("q=%D0%9B%D1%8C%D0%B2%D0%BE&lang=ru", places) == [
            "lviv prefix preferred", "lviv-oblast prefix preferred", "lvovo prefix preferred",
        ])
        // A region named otherwise keeps its rank by kind (a region before a city of a quarter million).
        #expect(try results("q=%D0%A1%D0%B0%D1%81%D0%BA&lang=ru", places) == [
            "sk prefix preferred", "saskatoon prefix preferred",
        ])
    }

    @Test func aSubdivisionTiedAtThePagesCutIsStillPlacedAfterItsCity() throws {
        // Both regions count for a million (Nigeria has no city here; Britain's cities hold more than a million
        // per region). At limit 1 they tie at the cut, and the tie goes by the Thai name shown: บอร์นมัท before
        // รัฐบอร์โน. The region of Bournemouth is named after its city, so it must go below it however the tie
        // would have been broken, and the page is Borno.
        let places = [
            Place(id: "borno", kind: .region, country: "NG", names: [.english: "Borno", .thai: "รัฐบอร์โน"]),
            Place(id: "bournemouth-region", kind: .region, country: "GB",
                  names: [.english: "Bournemouth", .thai: "บอร์นมัท"]),
            Place(id: "bournemouth", kind: .city, country: "GB", population: 183_491,
                  names: [.english: "Bournemouth"]),
            Place(id: "london", kind: .city, country: "GB", population: 8_961_989, names: [.english: "London"]),
        ]
        #expect(try results("q=bo&lang=th&limit=1", places) == ["borno prefix preferred"])
        #expect(try results("q=bo&lang=th&limit=3", places) == [
            "borno prefix preferred", "bournemouth prefix preferred", "bournemouth-region prefix preferred",
        ])
    }

    @Test func aRegionCountsForAtMostItsShareOfItsCountrysCities() throws {
        let places = [
            // North Macedonia's 80 municipalities are regions in ISO 3166-2; here three share Skopje's people.
            Place(id: "gradsko", kind: .region, country: "MK", names: [.english: "Gradsko"]),
            Place(id: "aerodrom", kind: .region, country: "MK", names: [.english: "Aerodrom"]),
            Place(id: "centar", kind: .region, country: "MK", names: [.english: "Centar"]),
            Place(id: "skopje", kind: .city, country: "MK", population: 474_889, names: [.english: "Skopje"]),
            Place(id: "graz", kind: .city, country: "AT", population: 303_270, names: [.english: "Graz"]),
            Place(id: "granada", kind: .region, country: "NI", names: [.english: "Granada"]),
        ]
        // Gradsko: at most 474,889 / 3 people, after Graz. Granada (Nicaragua has no city here): the region's
        // million.
        #expect(try results("q=gra", places) == ["granada prefix preferred", "graz prefix preferred",
                                                   "gradsko prefix preferred"])
    }

    @Test func aCityWithoutPopulationAmongCitiesWithOnesCountsAsAVillage() throws {
        let places = [
            Place(id: "eagle", kind: .city, country: "US", names: [.english: "Eagle"]),
            Place(id: "eagle-pass", kind: .city, country: "US", population: 28_130, names: [.english: "Eagle Pass"]),
            Place(id: "eagan", kind: .city, country: "US", population: 68_855, names: [.english: "Eagan"]),
            Place(id: "eaglehawk", kind: .city, country: "AU", population: 400, names: [.english: "Eaglehawk"]),
        ]
        #expect(try results("q=eag", places) == ["eagan prefix preferred", "eagle-pass prefix preferred",
                                                   "eagle prefix preferred", "eaglehawk prefix preferred"])
    }

    @Test func equalPlacesFollowTheReadersCollationThenTheirIds() throws {
        // Thai collation puts ไก่ (k) before ขา (kh); code point order would not (ไ is a leading vowel).
        let places = [
            Place(id: "b", kind: .village, names: [.thai: "ขา", .english: "Ban Kha"]),
            Place(id: "a", kind: .village, names: [.thai: "ไก่", .english: "Ban Kai"]),
            Place(id: "c", kind: .village, names: [.thai: "ไก่", .english: "Ban Kai"]),
        ]
        #expect(try results("q=ban&lang=th", places) == ["a prefix preferred", "c prefix preferred",
                                                          "b prefix preferred"])
    }

    @Test func aPageCutThroughEqualPlacesKeepsTheFirstByCollationThenId() throws {
        let places = [
            Place(id: "b", kind: .village, names: [.thai: "ขา", .english: "Ban Kha"]),
            Place(id: "a", kind: .village, names: [.thai: "ไก่", .english: "Ban Kai"]),
            Place(id: "c", kind: .village, names: [.thai: "ไก่", .english: "Ban Kai"]),
        ]
        #expect(try results("q=ban&lang=th&limit=1", places) == ["a prefix preferred"])
        #expect(try results("q=ban&lang=th&limit=2", places) == ["a prefix preferred", "c prefix preferred"])
        #expect(try results("q=ban&lang=en&limit=2", places) == ["a prefix preferred", "c prefix preferred"])
        // Sixty villages of one size (fifteen names, four each), the page cut at five: the first by name, then id.
        let thai = ["ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ซ", "ด", "ต", "ถ", "ท", "น", "บ", "ป"]
        let many = (0..<60).map { (number: Int) -> Place in
            let name: String = "บ้าน" + thai[(number * 7) % thai.count] + thai[number % 3]
            return Place(id: String(format: "v%02d", (number * 37) % 60), kind: .village,
                         names: [.thai: LocalizedName(name), .english: "Ban"])
        }
        let collator = try Collator.shared(for: Language.thai)
        let expected = many.sorted { (a: Place, b: Place) -> Bool in
            let (x, y) = (a.names[Language.thai]!.preferred, b.names[Language.thai]!.preferred)
            return x != y ? collator.sortKey(x) < collator.sortKey(y) : a.id < b.id
        }.prefix(5).map { "\($0.id) exact preferred" }
        #expect(try results("q=ban&lang=th&limit=5", many) == Array(expected))
    }

    @Test func oneTypoFindsTheNameBelowEveryPrefixMatch() throws {
        let places = [
            Place(id: "munich", kind: .city, population: 1_500_000,
                  names: [.german: "München", .english: "Munich"]),
            Place(id: "bangkok", kind: .city, population: 10_539_000, names: [.english: "Bangkok"]),
            Place(id: "muncey", kind: .village, names: [.english: "Munceny"]),
        ]
        #expect(try results("q=M%C3%BCncen&lang=de", places) == ["muncey prefix preferred", "munich typo preferred"])
        #expect(try results("q=Bankok", places) == ["bangkok typo preferred"])
        #expect(try results("q=Bangkko", places) == ["bangkok typo preferred"])
        #expect(try results("q=Bagnkok", places) == ["bangkok typo preferred"])
        // Four letters are too few for typos.
        #expect(try results("q=Bnkk", places) == [])
    }

    @Test func everyFormAndAliasIsSearched() throws {
        let places = [
            Place(id: "th", kind: .country, population: 66_000_000,
                  names: [.english: LocalizedName("Thailand", short: ["Thai"], variants: ["Kingdom of Thailand"],
                                                  colloquial: ["Land of Smiles"], historic: ["Siam"])],
                  aliases: ["Prathet Thai", "TH"]),
            Place(id: "bkk", kind: .city, population: 10_539_000, names: [.english: "Bangkok"],
                  aliases: ["BKK", "Krung Thep"]),
        ]
        #expect(try results("q=siam", places) == ["th exact historic"])
        #expect(try results("q=smiles", places) == ["th word_prefix colloquial"])
        #expect(try results("q=kingdom", places) == ["th prefix variant"])
        #expect(try results("q=bkk", places) == ["bkk exact alias"])
        #expect(try results("q=thai", places) == ["th exact short"])
        #expect(try results("q=krung%20th", places) == ["bkk prefix alias"])
    }

    @Test func theMatchSaysFormKindLanguageAndTransliteration() throws {
        let places = [Place(id: "bkk", kind: .city, names: [.thai: LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"])],
                            aliases: ["BKK"])]
        let served = ServedCatalog(catalog: Catalog(places: places), fingerprint: "test")
        let answer = { (query: String) in
            String(decoding: PlaceNamesServer.searchResponse(rawQuery: query, served: served).body, as: UTF8.self)
        }
        #expect(answer("q=krungthep") == #"{"query":"krungthep","chain":["english"],"results":[{"id":"bkk","kind":"city","name":"กรุงเทพมหานคร","language":"thai","fallback":true,"label":"กรุงเทพมหานคร","match":{"kind":"prefix","form":"preferred","text":"กรุงเทพมหานคร","language":"thai","transliterated":true}}]}"#)
        #expect(answer("q=bkk") == #"{"query":"bkk","chain":["english"],"results":[{"id":"bkk","kind":"city","name":"กรุงเทพมหานคร","language":"thai","fallback":true,"label":"กรุงเทพมหานคร","match":{"kind":"exact","form":"alias","text":"BKK","transliterated":false}}]}"#)
    }

    @Test(arguments: [String(repeating: "a", count: 200), String(repeating: "ก", count: 200),
                      String(repeating: "a ", count: 100), "%00%00%00%00%00%00", "---------", "ab%20%20%20%20cd"])
    func oddQueriesAnswerWithoutAnError(query: String) throws {
        let served = ServedCatalog(catalog: TestCatalog.catalog, fingerprint: "test")
        let raw = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        let (status, _) = PlaceNamesServer.searchResponse(rawQuery: "q=" + (query.hasPrefix("%") ? query : raw),
                                                          served: served)
        #expect(status.code < 500)
    }
}
