import PlaceNames
@testable import PlaceNamesIndex
import ShippedCatalogs
import Testing

/// A query in a script other than Latin is searched as written first, and when names as written fill its page, that
/// page is the answer: the query is not transliterated (`SearchIndex.rankedMatches`). Either way, the answer is the
/// one reading every name, with the transliteration, gives.
@Suite struct QueryAsWrittenTests {
    /// Prefixes and names in their own scripts whose page of ten names as written fill.
    static let filledAsWritten = [("北", "ja"), ("サン", "ja"), ("서", "ko"), ("القا", "ar"), ("Αθ", "el"),
                                  ("Лондон", "ru")]
    /// Queries whose page of ten holds a match on a transliteration: `Моск` (searched as written first, since 53
    /// names begin with it, but they are the names of nine places: the tenth is Mõski, read as `mosk`), `曼谷`
    /// (then names read as `mangu`), `ターイ` and `低`.
    static let transliterated = [("Моск", "ru"), ("曼谷", "zh-CN"), ("ターイ", "ja"), ("低", "ja")]

    @Test(arguments: filledAsWritten)
    func aPageNamesAsWrittenFillIsTheAnswer(query: String, acceptLanguage: String) async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let chain = LanguagePreferences(acceptLanguage: acceptLanguage).fallbackChain
        let hits = served.search.rankedMatches(for: query, places: served.places, chain: chain, limit: 10)
        #expect(hits.count == 10 && hits.allSatisfy { $0.isDirect && !$0.isTypo }, "\(hits.map(\.text))")
        PrefixScanTests().expectSameAnswers(query, chain: chain, limit: 10, served: served)
    }

    @Test(arguments: transliterated)
    func aPageWithRoomLeftIsMadeWithTheTransliteration(query: String, acceptLanguage: String) async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let chain = LanguagePreferences(acceptLanguage: acceptLanguage).fallbackChain
        let hits = served.search.rankedMatches(for: query, places: served.places, chain: chain, limit: 10)
        #expect(hits.contains { !$0.isDirect }, "\(hits.map(\.text))")
        PrefixScanTests().expectSameAnswers(query, chain: chain, limit: 10, served: served)
    }

    /// Latin queries are never tried as written alone: their transliteration's forms (`ø` as `o`) rank as written.
    @Test func onlyQueriesOutsideLatinLettersAreTriedAsWritten() {
        #expect(SearchForms.directQuery("Zürich") == nil)
        #expect(SearchForms.directQuery("Łódź") == nil)
        #expect(SearchForms.directQuery("Søndre") == nil)
        let thai = SearchForms.directQuery("กรุงเทพ มหา")
        #expect(thai?.forms.map { String(decoding: $0.needle, as: UTF8.self) } == ["กรุงเทพ มหา", "กรุงเทพมหา"])
        #expect(thai?.forms.allSatisfy(\.isDirect) == true)
        #expect(thai?.foldedWords == ["กรุงเทพ", "มหา"])
    }
}
