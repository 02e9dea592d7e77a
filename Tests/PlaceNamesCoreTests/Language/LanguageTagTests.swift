import Testing
import PlaceNamesCore

@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("zh-hant-tw", "zh-Hant-TW"), ("ZH_HANT_TW", "zh-Hant-TW"), ("zh-TW-Hant", "zh-Hant-TW"),
        ("es-419", "es-419"), ("be-TARASK", "be-tarask"), ("de-CH-1996", "de-CH-1996"),
        ("en-US-u-ca-buddhist", "en-US"), ("zh-yue-HK", "yue-HK"), ("TH_th", "th-TH"),
    ])
    func canonicalForm(text: String, canonical: String) throws {
        let tag = try #require(LanguageTag(text))
        #expect(tag.description == canonical)
    }

    @Test func subtags() throws {
        let tag = try #require(LanguageTag("sr_latn_ba"))
        #expect(tag.language == "sr")
        #expect(tag.script == "Latn")
        #expect(tag.region == "BA")
        #expect(tag.variants == [])
    }

    @Test(arguments: [
        "", "t", "thai", "th_", "th-T", "th-TOOLONGVAR", "th-Thai-Latn", "th-TH-US", "th TH", "th-ภาษา",
    ])
    func rejectsMalformedTags(text: String) {
        #expect(LanguageTag(text) == nil)
    }
}
