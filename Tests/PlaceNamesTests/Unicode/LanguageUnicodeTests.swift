import Testing
import PlaceNames

/// The Unicode tools driven by `Language` rather than raw locale ids and script codes.
@Suite struct LanguageUnicodeTests {
    @Test func collatorPerLanguage() throws {
        #expect(try Collator.shared(for: .thai).sorted(["เขา", "ขา", "ไก่", "กา"]) == ["กา", "ไก่", "ขา", "เขา"])
        #expect(try Collator(language: .swedish).sorted(["Örebro", "Zinkgruvan", "Åre"]) == ["Zinkgruvan", "Åre", "Örebro"])
        #expect(try Collator(language: .german).sorted(["Örebro", "Zinkgruvan", "Åre"]) == ["Åre", "Örebro", "Zinkgruvan"])
        #expect(try Collator.shared(for: .chineseTraditional).actualLocaleID == "zh@collation=stroke")
        #expect(try Collator.shared(for: .thai) === Collator.shared(localeID: "th"))
    }

    @Test func scriptsPerLanguage() {
        #expect(Scripts.fits("東京タワー", language: .japanese))
        #expect(Scripts.fits("서울특별시", language: .korean))
        #expect(Scripts.fits("กรุงเทพมหานคร", language: .thai))
        #expect(!Scripts.fits("Bangkok", language: .thai))
        #expect(Scripts.misfits(in: "東京 Tower", language: .japanese).count == 5)
        #expect(!Scripts.fits("Москва", language: .english))
    }

    @Test func invisibleCharactersPerLanguage() {
        let persianWord = "می\u{200C}خواهم"
        #expect(InvisibleCharacters.scan(persianWord, language: .persian).isEmpty)
        #expect(InvisibleCharacters.scan(persianWord, language: .persianAfghanistan).isEmpty)
        #expect(InvisibleCharacters.scan(persianWord, language: .arabic).map(\.name) == ["U+200C ZERO WIDTH NON-JOINER"])
        #expect(InvisibleCharacters.scan("กรุงเทพ\u{200B}มหานคร", language: .thai).isEmpty)
        #expect(InvisibleCharacters.scan("Bang\u{200B}kok", language: .english).map(\.name) == ["U+200B ZERO WIDTH SPACE"])
        #expect(InvisibleCharacters.scan("תל אביב\u{200F}", language: .hebrew).isEmpty)
        #expect(InvisibleCharacters.scan("Tel Aviv\u{200F}", language: .english).map(\.kind) == [.bidiMark])
        #expect(InvisibleCharacters.scan("תל\u{202E}אביב", language: .hebrew).map(\.kind) == [.bidiControl])
        #expect(InvisibleCharacters.scan("क्\u{200D}ष", language: .hindi).isEmpty)
    }
}
