import Testing
import PlaceNames

@Suite struct SearchKeyTests {
    /// The names one place goes by, as a search index would hold them.
    let bangkok = ["Krung Thep", "กรุงเทพ", "Bangkok", "バンコク"].map(SearchKey.init)

    @Test func everySpellingPeopleTypeFindsBangkok() {
        for query in ["Krung Thep", "krung thep", "KRUNGTHEP", "กรุงเทพ", "Bangkok", "bangkok", "バンコク", "bankoku"] {
            #expect(bangkok.contains { $0.matches(query) }, "\(query)")
        }
        #expect(!bangkok.contains { $0.matches("Chiang Mai") })
    }

    @Test func thaiKeys() throws {
        let key = SearchKey("กรุงเทพ")
        #expect(key.original == "กรุงเทพ")
        #expect(key.folded == "กรุงเทพ")
        #expect(key.latin == "krungtheph")
        #expect(key.compact == "krungtheph")
        #expect(key.matches("krung thep"))
        // Thai-Latin marks the silent letter (karan) with an apostrophe and U+0312; the keys drop both.
        #expect(try Transliterator.shared(id: "Thai-Latin; Latin-ASCII").transliterate("องครักษ์") == "xngkhraks'\u{312}")
        #expect(SearchKey("องครักษ์").latin == "xngkhraks'")
        #expect(SearchKey("องครักษ์").compact == "xngkhraks")
    }

    @Test func caseSpacesAndAccentsFold() {
        let key = SearchKey("  Krung   Thep ")
        #expect(key.original == "  Krung   Thep ")
        #expect(key.folded == "krung thep")
        #expect(key.compact == "krungthep")
        #expect(SearchKey("Zürich").folded == "zurich")
        #expect(SearchKey("Zu\u{308}rich").folded == "zurich")
        #expect(SearchKey("Zürich").matches("zurich"))
    }

    @Test func japaneseAndChinese() {
        #expect(SearchKey("バンコク").folded == "バンコク")
        #expect(SearchKey("バンコク").latin == "bankoku")
        // Kana voicing marks stay: ガ is not カ.
        #expect(SearchKey("ガ").folded == "ガ")
        #expect(SearchKey("東京").latin == "dong jing")
        #expect(SearchKey("北京").compact == "beijing")
        #expect(SearchKey("北京").matches("bei jing"))
    }

    @Test func arabicRussianGreek() {
        #expect(SearchKey("القاهرة").latin == "alqahrt")
        // Arabic vowel signs are optional marks and fold away.
        #expect(SearchKey("القَاهِرَة").folded == "القاهرة")
        #expect(SearchKey("Москва").folded == "москва")
        #expect(SearchKey("Москва").latin == "moskva")
        #expect(SearchKey("Москва").matches("moskva"))
        #expect(SearchKey("Αθήνα").folded == "αθηνα")
        #expect(SearchKey("Αθήνα").latin == "athena")
        #expect(SearchKey("ΑΘΗΝΑ").matches("Αθήνα"))
    }

    @Test func thaiVowelSignsAreKept() {
        // Thai vowel signs are marks of the Thai script, not accents: removing them would change the word.
        #expect(SearchKey("กิ").folded == "กิ")
        #expect(SearchKey("กิ") != SearchKey("ก"))
    }
}
