import PlaceNamesCore
import Testing

@Suite struct ResolvedNameTests {
    let hongKong = Place(id: "iso3166-1:HK", kind: .country, names: [
        .english: "Hong Kong SAR China", .chineseTraditional: "中國香港特別行政區",
        .chineseTraditionalHongKong: "中國香港特別行政區", .chineseSimplified: "中国香港特别行政区",
    ])

    @Test func firstLanguageOfTheChainWithAName() {
        let chain = Language.fallbackChain(for: [.chineseTraditionalHongKong])
        #expect(hongKong.name(in: chain)
            == ResolvedName(language: .chineseTraditionalHongKong, name: "中國香港特別行政區", isFallback: false))
        #expect(hongKong.name(in: Language.fallbackChain(for: [.serbianLatin]))
            == ResolvedName(language: .english, name: "Hong Kong SAR China", isFallback: true))
    }

    @Test func theFirstNameWhenNoLanguageOfTheChainHasOne() {
        let village = Place(id: "x:1", kind: .village, names: [.thai: "บ้านนา", .lao: "ບ້ານນາ"])
        #expect(village.name(in: [.japanese, .english])
            == ResolvedName(language: .lao, name: "ບ້ານນາ", isFallback: true))
        #expect(Place(id: "x:2", kind: .village).name(in: [.english]) == nil)
    }
}
