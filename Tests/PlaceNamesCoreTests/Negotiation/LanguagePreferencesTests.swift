import PlaceNamesCore
import Testing

/// The forgiving reading of `Accept-Language`: malformed entries skipped, `q=0` refusals, duplicates, and the
/// chain a header with nothing usable gives. (SERVICE.md's table of real headers is checked by the server's
/// `AcceptLanguageTableTests`.)
@Suite struct LanguagePreferencesTests {
    func chain(_ header: String) -> [String] {
        LanguagePreferences(acceptLanguage: header).fallbackChain.map(\.rawValue)
    }

    @Test func aMalformedEntryIsSkippedAndTheRestNegotiated() {
        let preferences = LanguagePreferences(acceptLanguage: "en;q=abc, ko")
        #expect(preferences.wanted.map(\.description) == ["ko"])
        #expect(preferences.skipped == [AcceptLanguageError(
            element: "en;q=abc", reason: "the weight must be written q=0 to q=1 with up to 3 decimals")])
        #expect(chain("en;q=abc, ko") == ["korean", "english"])
        #expect(chain("🇹🇭, th;q=2, ja;q=0.5") == ["japanese", "english"])
        #expect(LanguagePreferences(acceptLanguage: "🇹🇭, th;q=2, ja;q=0.5").skipped.map(\.element) == ["🇹🇭", "th;q=2"])
    }

    /// Whatever `parse` throws on is exactly what is skipped, and whatever it reads is read the same way.
    @Test(arguments: ["en;q=2", "en;q=0.1234", "en;q=", "en;level=1", "1.1.1.1", "en--US", "thisisaverylongtag", "ไทย",
                      "en; q = 0.5", "en;q=-0", "*-US", ";q=0.5"])
    func theStrictParserThrowsOnWhatIsSkipped(entry: String) {
        let preferences = LanguagePreferences(acceptLanguage: "th, \(entry), ja;q=0.5")
        #expect(preferences.skipped.map(\.element) == [entry])
        #expect(preferences.wanted.map(\.description) == ["th", "ja;q=0.5"])
        #expect(throws: AcceptLanguageError.self) { try AcceptLanguage.parse("th, \(entry)") }
    }

    @Test func rfc9110AllowsABarePointInAWeight() throws {
        #expect(try AcceptLanguage.parse("th;q=1., ja;q=0.").map(\.description) == ["th"])
        #expect(chain("th;q=1., ja;q=0.") == ["thai", "english"])
    }

    @Test func zeroWeightLeavesTheLanguageOutOfTheChain() {
        #expect(chain("th, en;q=0") == ["thai"])
        #expect(chain("zh-Hant-HK, zh-Hant;q=0") == ["chinese-traditional-hong-kong", "english"])
        #expect(chain("th, *;q=0") == ["thai"])
        #expect(chain("zh-Hant-HK, *;q=0") == ["chinese-traditional-hong-kong", "chinese-traditional"])
        #expect(chain("th, en;q=0, *;q=0.5") == ["thai"])
        #expect(LanguagePreferences(acceptLanguage: "th, en;q=0, EN;q=0").refused.map(\.tag) == ["en"])
    }

    @Test func aRangeSentTwiceCountsAtItsHighestWeight() {
        #expect(chain("de;q=0.5, fr, de") == ["french", "german", "english"])
        #expect(LanguagePreferences(acceptLanguage: "de;q=0.5, fr, DE").wanted.map(\.description) == ["fr", "DE"])
        #expect(chain("ja;q=0, ja") == ["japanese", "english"])
        #expect(chain("en-GB;q=0, en, th") == ["english", "thai"])
        #expect(chain("th;q=0, th-TH;q=0.1") == ["thai", "english"])
        #expect(LanguagePreferences(acceptLanguage: "ja;q=0, ja").refused.isEmpty)
        #expect(LanguagePreferences(acceptLanguage: "zh_TW;q=0.2, zh-tw").wanted.map(\.description) == ["zh-tw"])
    }

    /// A header with no language the service has a case for is disregarded: the chain of no header at all.
    @Test(arguments: ["", " ", ",,,", "*", "*;q=0", "en;q=0", "th;q=0, ja;q=0", "tlh, x-klingon", "thé", "en;q=abc"])
    func nothingUsableGivesTheChainWithoutAHeader(header: String) {
        #expect(chain(header) == Language.fallbackChain(for: [Language]()).map(\.rawValue))
        #expect(chain(header) == ["english"])
    }

    @Test func aLongHeaderIsReadInFull() {
        let header = Array(repeating: "xx;q=0.5", count: 2_000).joined(separator: ",") + ", th;q=0.1, ja;q=abc"
        let preferences = LanguagePreferences(acceptLanguage: header)
        #expect(preferences.wanted.map(\.description) == ["xx;q=0.5", "th;q=0.1"])
        #expect(preferences.skipped.map(\.element) == ["ja;q=abc"])
        #expect(preferences.fallbackChain == [.thai, .english])
    }
}
