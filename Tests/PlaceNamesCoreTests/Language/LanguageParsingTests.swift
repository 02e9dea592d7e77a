import Testing
import PlaceNamesCore

@Suite struct LanguageParsingTests {
    @Test(arguments: [
        ("th", Language.thai), ("th-TH", .thai), ("TH_th", .thai), ("thai", .thai),
        ("zh-Hant", .chineseTraditional), ("zh-TW", .chineseTraditional), ("zh_tw", .chineseTraditional),
        ("zh-CN", .chineseSimplified), ("zh", .chineseSimplified), ("zh-SG", .chineseSimplified),
        ("zh-Hans", .chineseSimplified), ("zh-Hant-TW", .chineseTraditional),
        ("iw", .hebrew), ("in", .indonesian), ("no", .norwegianBokmal), ("nb", .norwegianBokmal),
        ("nn", .norwegianNynorsk), ("tl", .filipino), ("no-nyn", .norwegianNynorsk), ("no_bok", .norwegianBokmal),
        ("nor", .norwegianBokmal), ("zh-yue", .cantoneseTraditional), ("zh-guoyu", .chineseSimplified),
        ("tha", .thai), ("eng", .english), ("cmn", .chineseSimplified),
        ("sr-Latn", .serbianLatin), ("sr-Cyrl", .serbianCyrillic), ("sr", .serbianCyrillic), ("sr-ME", .serbianLatin),
        ("sh", .serbianLatin), ("cnr", .serbianLatin), ("sr-Latn-BA", .serbianLatinBosnia),
        ("pt-PT", .portuguesePortugal), ("pt-BR", .portuguese), ("pt", .portuguese), ("pt-AO", .portuguesePortugal),
        ("es-AR", .spanishLatinAmerica), ("es-419", .spanishLatinAmerica), ("es-MX", .spanishMexico),
        ("es-ES", .spanish), ("en-GB", .english), ("en_US", .english), ("US-en", .english), ("th-US", .thai),
        ("ja", .japanese), ("ja-JP", .japanese), ("ko-KR", .korean), ("yue", .cantoneseTraditional),
        ("yue-CN", .cantoneseSimplified), ("be-tarask", .belarusianTaraskievicaOrthography),
        ("de-CH-u-co-phonebk", .german), ("hi-Latn", .hindi), ("pa-Arab", .punjabi),
        ("chinese-traditional", .chineseTraditional), ("Chinese_Traditional", .chineseTraditional),
        ("  portuguese-portugal ", .portuguesePortugal), ("THAI", .thai),
    ])
    func parses(text: String, expected: Language) throws {
        #expect(try Language.parse(text) == expected)
    }

    @Test(arguments: [
        ("zh-HK", Language.chineseTraditionalHongKong), ("zh-MO", .chineseTraditionalHongKong),
        ("zh-Hant-HK", .chineseTraditionalHongKong), ("zh-Hans-HK", .chineseSimplified),
    ])
    func followsCLDRParentLocalesForHongKongAndMacao(text: String, expected: Language) {
        #expect(Language(bcp47: text) == expected)
    }

    @Test func rejectsWithTheClosestSuggestion() {
        #expect(throws: LanguageError.self) { try Language.parse("thia") }
        do {
            _ = try Language.parse("thia")
        } catch {
            #expect(error.description == "unknown language 'thia' — did you mean 'thai'?")
            #expect(error.suggestions == [.thai])
            #expect(error.input == "thia")
        }
    }

    @Test(arguments: [
        ("chinese", "unknown language 'chinese' — did you mean 'chinese-simplified' or 'chinese-traditional'?"),
        ("serbian", "unknown language 'serbian' — did you mean 'serbian-cyrillic' or 'serbian-latin'?"),
        ("sami", "unknown language 'sami' — did you mean 'inari-sami' or 'northern-sami'?"),
        ("portuguese-brazil", "unknown language 'portuguese-brazil' — did you mean 'portuguese'?"),
        ("tx", "unknown language 'tx' — did you mean 'tajik', 'tamil' or 'tatar'?"),
        ("portugese", "unknown language 'portugese' — did you mean 'portuguese'?"),
        ("Traditional Chinese", "unknown language 'Traditional Chinese' — did you mean 'chinese-traditional'?"),
        ("deutsch", "unknown language 'deutsch' — did you mean 'german'?"),
        ("xx-YY", "unknown language 'xx-YY' — use a name like 'thai' or a BCP 47 tag like 'th'"),
        ("", "unknown language '' — use a name like 'thai' or a BCP 47 tag like 'th'"),
    ])
    func rejectionMessages(text: String, message: String) {
        #expect(throws: LanguageError.self) { try Language.parse(text) }
        do {
            _ = try Language.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: ["", "-", "th-", "th--TH", "x-klingon", "Hant", "zh-Hant-Hans", "th-TH-US", "thai-TH", "日本"])
    func malformedOrUnknownTagsAreNil(text: String) {
        #expect(Language(bcp47: text) == nil)
    }

    @Test func suggestionsHonourTheLimit() {
        #expect(Language.suggestions(for: "chinese", limit: 1) == [.chineseSimplified])
        #expect(Language.suggestions(for: "japanes") == [.japanese])
        #expect(Language.suggestions(for: "ไทย") == [.thai])
        #expect(Language.suggestions(for: "thai", limit: 0) == [])
    }
}
