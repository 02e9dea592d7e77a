import PlaceNamesCore
import Testing

@Suite struct FallbackChainTests {
    func chain(_ header: String) throws -> [String] {
        Language.fallbackChain(for: try AcceptLanguage.parse(header)).map(\.rawValue)
    }

    @Test func truncationThenRequestedOrderThenEnglish() throws {
        #expect(try chain("zh-Hant-HK, ja") == ["chinese-traditional-hong-kong", "chinese-traditional", "japanese", "english"])
        #expect(try chain("th-TH,en") == ["thai", "english"])
    }

    @Test func scriptVariantsNeverFallIntoAnotherScript() throws {
        #expect(try chain("sr-Latn") == ["serbian-latin", "english"])
        #expect(try chain("sr-Latn-BA") == ["serbian-latin-bosnia", "serbian-latin", "english"])
        #expect(try chain("zh-TW") == ["chinese-traditional", "english"])
        #expect(try chain("zh-CN") == ["chinese-simplified", "english"])
    }

    @Test func cldrParentLocales() throws {
        #expect(try chain("es-MX") == ["spanish-mexico", "spanish-latin-america", "spanish", "english"])
        #expect(try chain("es-AR") == ["spanish-latin-america", "spanish", "english"])
        #expect(try chain("pt-AO") == ["portuguese-portugal", "portuguese", "english"])
        #expect(try chain("zh-MO") == ["chinese-traditional-hong-kong", "chinese-traditional", "english"])
    }

    @Test func unknownTagsAndWildcardAddNothingAndNothingRepeats() throws {
        #expect(try chain("x-klingon, *;q=0.1") == ["english"])
        #expect(try chain("en-GB, th, en") == ["english", "thai"])
        #expect(try chain("") == ["english"])
    }

    @Test func everyParentKeepsTheScript() {
        for language in Language.allCases {
            guard let parent = language.parent else { continue }
            #expect(parent.scripts == language.scripts, "\(language) → \(parent)")
        }
    }
}
