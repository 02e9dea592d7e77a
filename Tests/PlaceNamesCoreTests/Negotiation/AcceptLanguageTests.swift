import PlaceNamesCore
import Testing

@Suite struct AcceptLanguageTests {
    @Test func weightsOrderTheRangesAndTiesKeepHeaderOrder() throws {
        let ranges = try AcceptLanguage.parse("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
        #expect(ranges.map(\.description) == ["fr-CH", "fr;q=0.9", "en;q=0.8", "de;q=0.7", "*;q=0.5"])
        let ties = try AcceptLanguage.parse("de;q=0.5,th,ja;q=0.5, en")
        #expect(ties.map(\.tag) == ["th", "en", "de", "ja"])
    }

    @Test func zeroWeightMeansNotWantedAndEmptyElementsAreAllowed() throws {
        #expect(try AcceptLanguage.parse("th, en;q=0, ,ja;q=0.000").map(\.tag) == ["th"])
        #expect(try AcceptLanguage.parse("").isEmpty)
        #expect(try AcceptLanguage.parse(" \t ").isEmpty)
    }

    @Test func spacesAroundSeparatorsAndUpperCaseQ() throws {
        #expect(try AcceptLanguage.parse("zh-Hant-HK ; Q=0.7 ,\tzh_TW").map(\.description) == ["zh_TW", "zh-Hant-HK;q=0.7"])
    }

    @Test(arguments: [
        ("en;q=2", "the weight must be written q=0 to q=1 with up to 3 decimals"),
        ("en;q=0.1234", "the weight must be written q=0 to q=1 with up to 3 decimals"),
        ("en;q=", "the weight must be written q=0 to q=1 with up to 3 decimals"),
        ("en;level=1", "the weight must be written q=0 to q=1 with up to 3 decimals"),
        ("1.1.1.1", "'1.1.1.1' is not a language tag"),
        ("en--US", "'en--US' is not a language tag"),
        ("thisisaverylongtag", "'thisisaverylongtag' is not a language tag"),
        ("ไทย", "'ไทย' is not a language tag"),
    ])
    func malformedEntriesAreRejected(header: String, reason: String) {
        #expect(throws: AcceptLanguageError(element: header, reason: reason)) {
            try AcceptLanguage.parse("th, " + header)
        }
    }

    @Test func errorMessageQuotesTheEntry() {
        let error = AcceptLanguageError(element: "en;q=2", reason: "the weight must be written q=0 to q=1 with up to 3 decimals")
        #expect(error.description
            == "malformed Accept-Language entry 'en;q=2': the weight must be written q=0 to q=1 with up to 3 decimals")
    }

    @Test func rangesNameLanguagesByTagOrRawValue() {
        #expect(LanguageRange("th-TH").language == .thai)
        #expect(LanguageRange("chinese-traditional").language == .chineseTraditional)
        #expect(LanguageRange("*").language == nil)
        #expect(LanguageRange("x-klingon").language == nil)
    }
}
