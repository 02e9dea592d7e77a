import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// Names from scripts (issue 44): an untagged GeoNames alternate name becomes a name in a language only when its
/// script says which, it is not another place's, and the city has no name in that language yet.
@Suite struct ScriptNamesTests {
    /// Official languages as CLDR's supplementalData.xml gives them for these countries.
    static let officials = OfficialLanguages(
        ["TH": [.thai], "JP": [.japanese], "RU": [.russian], "UA": [.ukrainian, .russian], "TO": [.tongan, .english],
         "AM": [.armenian], "IL": [.hebrew, .arabic], "CN": [.chineseSimplified]],
        shares: ["UA": ["uk": 65, "ru": 46, "yi": 1.3], "IL": ["he": 100, "ar": 20, "yi": 3]])
    static let rules = ScriptNames(officialLanguages: officials)

    // MARK: - One alias

    @Test func thaiScriptIsThai() {
        #expect(Self.rules.classify("พระนคร", country: "TH") == .name(.thai, .thai))
    }

    @Test func kanaWithOrWithoutKanjiIsJapaneseButKanjiAloneIsNot() {
        #expect(Self.rules.classify("百合ヶ丘", country: "JP") == .name(.japanese, .kana))
        #expect(Self.rules.classify("さいたま", country: "JP") == .name(.japanese, .kana))
        #expect(Self.rules.classify("コフス・ハーバー", country: "AU") == .name(.japanese, .kana))
        #expect(Self.rules.classify("南知多町", country: "JP")
            == .undecided("Hani: no official language of the country written in Han alone (kanji or hanja alone decide neither Japanese nor Korean)"))
    }

    @Test func cyrillicIsRussianInRussiaAndUndecidedInUkraine() {
        #expect(Self.rules.classify("Зерноград", country: "RU") == .name(.russian, .cyrillic))
        #expect(Self.rules.classify("Бердичів", country: "UA")
            == .undecided("Cyrl: several official languages of the country written in it"))
    }

    @Test func arabicIsArabicWhereItIsTheOneOfficialLanguageWrittenInIt() {
        let rules = ScriptNames(officialLanguages: OfficialLanguages(["AE": [.arabic], "PK": [.urdu, .english]]))
        #expect(rules.classify("دبي", country: "AE") == .name(.arabic, .arabic))
        #expect(rules.classify("دبی", country: "AE")
            == .undecided("Arab: letters Persian or Urdu write and Arabic does not (پ چ ژ گ ک ی ہ ے...)"))
        #expect(rules.classify("لاہور", country: "PK")
            == .undecided("Arab: letters Persian or Urdu write and Arabic does not (پ چ ژ گ ک ی ہ ے...)"))
        // Karachi's Arabic name, in Pakistan, whose one official language in Arabic letters is Urdu: not decided.
        #expect(rules.classify("كراتشي", country: "PK")
            == .undecided("Arab: the country's one official language written in it is not Arabic (an alias may be Arabic's name or its own)"))
    }

    @Test func hebrewIsHebrewUnlessTheCountrySpeaksYiddishAsMuch() {
        #expect(Self.rules.classify("ירוואן", country: "AM") == .name(.hebrew, .hebrew))
        #expect(Self.rules.classify("חיפה", country: "IL") == .name(.hebrew, .hebrew))
        #expect(Self.rules.classify("בערדיטשעוו", country: "UA")
            == .undecided("Hebrew: in a country where CLDR counts as many speakers of Yiddish as of Hebrew"))
        #expect(Self.rules.classify("יערעװאַן", country: "AM")
            == .undecided("Hebrew: a spelling only Yiddish writes (װ ױ ײ or vowel points)"))
    }

    @Test func ownScriptsDecideTheirLanguage() {
        #expect(Self.rules.classify("파고파고", country: "AS") == .name(.korean, .hangul))
        #expect(Self.rules.classify("Αργυρόκαστρο", country: "AL") == .name(.greek, .greek))
        #expect(Self.rules.classify("ქუთაისი", country: "GE") == .name(.georgian, .georgian))
        #expect(Self.rules.classify("Գյումրի", country: "AM") == .name(.armenian, .armenian))
    }

    @Test func junkIsNoName() {
        #expect(Self.rules.classify("phrankhr", country: "TH") == .undecided("junk: Latin all in one case"))
        #expect(Self.rules.classify("Phrnkhr", country: "TH") == .undecided("junk: Latin without a vowel"))
        #expect(Self.rules.classify("จังหวัดเชียงราย", country: "TH") == .undecided("junk: a qualifier (จังหวัด)"))
        #expect(Self.rules.classify("Москва (город)", country: "RU") == .undecided("junk: a qualifier (()"))
        #expect(Self.rules.classify("City of Manila", country: "PH") == .undecided("junk: a qualifier (city of)"))
        #expect(Self.rules.classify("12", country: "TH") == .undecided("junk: no letters"))
        #expect(Self.rules.classify("ΠΟΡΤΣΑΪΝΤ", country: "EG") == .undecided("junk: Greek all in one case"))
        #expect(Self.rules.classify("Τύρας  Οφιούσα", country: "UA")
            == .undecided("junk: repeated or outer whitespace (a list of names)"))
        #expect(Self.rules.classify("طريف\u{200E}\u{200E}", country: "SA")
            == .undecided("junk: an invisible or bidi control character"))
        // Georgian's everyday letters are lower case to Unicode: not junk.
        #expect(Self.rules.classify("ქუთაისი", country: "GE") == .name(.georgian, .georgian))
    }

    // MARK: - In the join

    static func city(_ id: Int, _ name: String, _ country: String, _ latitude: Double, _ longitude: Double,
                     aliases: [String]) -> Place {
        Place(id: "geonames:\(id)", kind: .city, defaultName: name, country: country,
              coordinate: Coordinate(latitude: latitude, longitude: longitude), codes: [.geonames: String(id)],
              aliases: [name] + aliases)
    }

    static let phraNakhon = city(10128831, "Phra Nakhon", "TH", 13.76512, 100.49864, aliases: ["phrankhr", "พระนคร"])
    static let chiangRai = city(1153669, "Chiang Rai", "TH", 19.90858, 99.8325, aliases: ["เมืองเชียงราย"])
    static let nukualofa = city(4032402, "Nuku‘alofa", "TO", -21.13938, -175.2018, aliases: ["Tongatapu", "טונגטאפו"])
    static let pagoPago = city(5881576, "Pago Pago", "AS", -14.27806, -170.7025, aliases: ["파고 파고", "파고파고"])
    static let zernograd = city(463637, "Zernograd", "RU", 46.84375, 40.31475, aliases: ["Зерноград"])
    static let berdychiv = city(711841, "Berdychiv", "UA", 49.89928, 28.60235, aliases: ["Бердичев", "Бердичів"])
    static let saitama = city(6940394, "Saitama", "JP", 35.90807, 139.65657, aliases: ["さいたま市", "埼玉"])
    static let minamichita = city(10300676, "Minamichita", "JP", 34.67644, 137.00522, aliases: ["南知多町"])

    static let backbone = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "GeoNames")]),
                                  places: [phraNakhon, chiangRai, nukualofa, pagoPago, zernograd, berdychiv, saitama,
                                           minamichita])
    /// libgweather names Chiang Rai in Thai; libgeonames names Saitama in Japanese.
    static let gweather = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "libgweather")]), places: [
        Place(id: "gweather:TH/Chiang Rai", kind: .city, defaultName: "Chiang Rai", country: "TH",
              coordinate: Coordinate(latitude: 19.9, longitude: 99.83), names: [.english: "Chiang Rai", .thai: "เชียงราย"]),
    ])
    static let libgeonames = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "libgeonames")]), places: [
        Place(id: "geonames:6940394", kind: .city, names: [.japanese: "さいたま市"]),
    ])
    static let references: [Place] = [
        Place(id: "iso3166-1:TO", kind: .country, defaultName: "Tonga", country: "TO", names: [.english: "Tonga"]),
        Place(id: "iso3166-2:TO-04", kind: .region, defaultName: "Tongatapu", country: "TO",
              names: [.english: "Tongatapu", .hebrew: "טונגטאפו"]),
    ]

    static func joined(_ rules: ScriptNames? = ScriptNamesTests.rules) -> CityJoiner.Result {
        CityJoiner().join(backbone: backbone, others: [.init(catalog: gweather, name: "libgweather")],
                          byID: [.init(catalog: libgeonames, name: "libgeonames")], references: references,
                          scriptNames: rules)
    }

    static func place(_ result: CityJoiner.Result, _ id: Int) throws -> Place {
        try #require(result.catalog.places.first { $0.id == "geonames:\(id)" })
    }

    @Test func aThaiAliasBecomesTheThaiName() throws {
        let result = Self.joined()
        #expect(try Self.place(result, 10128831).names == [.thai: "พระนคร"])
        #expect(try Self.place(Self.joined(nil), 10128831).names == [:])
        #expect(result.summary.contains { $0.hasPrefix("names from scripts, Thai → thai: 1 added;") })
    }

    @Test func cyrillicNamesARussianTownButNotAUkrainianOne() throws {
        let result = Self.joined()
        #expect(try Self.place(result, 463637).names == [.russian: "Зерноград"])
        #expect(try Self.place(result, 711841).names == [:])
    }

    @Test func kanaIsJapaneseAndKanjiAloneNamesNothing() throws {
        let result = Self.joined()
        #expect(try Self.place(result, 10300676).names == [:])
        // libgeonames names Saitama in Japanese: its name is kept, and the alias the script gives agrees with it.
        #expect(try Self.place(result, 6940394).names == [.japanese: "さいたま市"])
        #expect(result.summary.contains {
            $0.hasPrefix("names from scripts, kana (with or without kanji) → japanese: 0 added; compared with libgeonames 1 (agree 1, 100.0 %: 1 the same")
        })
    }

    @Test func aNameThatIsTheRegionsIsRefused() throws {
        let result = Self.joined()
        #expect(try Self.place(result, 4032402).names == [:])
        #expect(result.report.skips.contains {
            $0.reason == "names from scripts: the name of a region or country it lies in, not its own"
                && $0.value == "hebrew: טונגטאפו (iso3166-2:TO-04)"
        })
    }

    @Test func anExistingTaggedNameIsKept() throws {
        // libgweather's เชียงราย stays the only Thai name: the one Thai alias, เมืองเชียงราย (the district's town),
        // neither replaces it nor is added as a variant.
        let chiangRai = try Self.place(Self.joined(), 1153669)
        #expect(chiangRai.names[.thai] == LocalizedName("เชียงราย"))
    }

    @Test func severalAliasesOfOneLanguageGiveNone() throws {
        #expect(try Self.place(Self.joined(), 5881576).names == [:])
    }

    @Test func cldrOfficialLanguagesAreRead() throws {
        guard FileManager.default.fileExists(atPath: OfficialLanguages.defaultPath) else {
            print("skipped: \(OfficialLanguages.defaultPath) is absent (Debian unicode-cldr-core)")
            return
        }
        let officials = try OfficialLanguages.read()
        #expect(officials.languages(of: "RU") == [.russian])
        #expect(officials.languages(of: "UA") == [.russian, .ukrainian])
        #expect(officials.languages(of: "TH") == [.thai])
        #expect(officials.suggestsYiddish("UA"))
        #expect(!officials.suggestsYiddish("IL"))
        #expect(!officials.suggestsYiddish("AM"))
    }
}
