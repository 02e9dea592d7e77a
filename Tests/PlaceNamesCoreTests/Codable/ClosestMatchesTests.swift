import PlaceNamesCore
import Testing

@Suite struct ClosestMatchesTests {
    let languages = ["english", "thai", "tai", "lao", "japanese", "chinese-simplified", "chinese-traditional"]

    @Test func transpositionIsOneEdit() {
        #expect(closestMatches(to: "thia", in: languages) == ["thai", "tai"])
    }

    @Test func prefixSuggestsTheLongerNames() {
        #expect(closestMatches(to: "chinese", in: languages) == ["chinese-simplified", "chinese-traditional"])
    }

    @Test func caseDoesNotCount() {
        #expect(closestMatches(to: "ENGLSIH", in: languages) == ["english"])
    }

    @Test func farAwayWordsGetNoSuggestion() {
        #expect(closestMatches(to: "klingon", in: languages).isEmpty)
    }

    @Test func limitKeepsTheBest() {
        #expect(closestMatches(to: "tha", in: ["thai", "tai", "lao", "the"], limit: 2) == ["thai", "the"])
        #expect(closestMatches(to: "tha", in: ["thai"], limit: 0).isEmpty)
    }
}
