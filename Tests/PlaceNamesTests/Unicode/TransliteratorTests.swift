import Testing
import PlaceNames

@Suite struct TransliteratorTests {
    func latin(_ id: String, _ text: String) throws -> String {
        try Transliterator.shared(id: id).transliterate(text)
    }

    @Test func thaiIsRomanisedLetterByLetter() throws {
        #expect(try latin("Thai-Latin", "กรุงเทพมหานคร") == "krungthephmh̄ānkhr")
        #expect(try latin("Any-Latin; Latin-ASCII", "เชียงใหม่") == "cheiynghim")
    }

    @Test func japaneseAndChinese() throws {
        #expect(try latin("Katakana-Latin", "バンコク") == "bankoku")
        #expect(try latin("Any-Latin", "とうきょう") == "toukyou")
        // Han gets Mandarin readings, even in Japanese names.
        #expect(try latin("Any-Latin", "東京") == "dōng jīng")
        #expect(try latin("Han-Latin", "北京") == "běi jīng")
        #expect(try latin("Han-Latin; Latin-ASCII", "北京") == "bei jing")
    }

    @Test func arabicRussianGreek() throws {
        #expect(try latin("Any-Latin", "القاهرة") == "ạlqạhrẗ")
        #expect(try latin("Any-Latin; Latin-ASCII", "القاهرة") == "alqahrt")
        #expect(try latin("Russian-Latin/BGN", "Москва") == "Moskva")
        #expect(try latin("Any-Latin", "Санкт-Петербург") == "Sankt-Peterburg")
        #expect(try latin("Any-Latin", "Θεσσαλονίκη") == "Thessaloníkē")
        #expect(try latin("Any-Latin; Latin-ASCII", "Αθήνα") == "Athena")
    }

    @Test func latinPassesThroughAndEmptyStaysEmpty() throws {
        #expect(try latin("Any-Latin", "Bangkok") == "Bangkok")
        #expect(try latin("Any-Latin", "") == "")
    }

    @Test func longTextIsNotTruncated() throws {
        // Longer than the shim's stack buffer, before and after.
        let text = String(repeating: "กรุงเทพมหานคร ", count: 200)
        let expected = String(repeating: "krungthephmh̄ānkhr ", count: 200)
        #expect(try latin("Thai-Latin", text) == expected)
    }

    @Test func unknownIdIsAnICUErrorNamedByICU() {
        #expect(throws: ICUError.self) { try Transliterator(id: "Klingon-Latin") }
        do {
            _ = try Transliterator(id: "Klingon-Latin")
        } catch let error as ICUError {
            #expect(error.name == "U_INVALID_ID")
            #expect(error.description == "ICU failed to open transliterator 'Klingon-Latin': U_INVALID_ID")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func sharedTransliteratorsAreCachedById() throws {
        #expect(try Transliterator.shared(id: "Thai-Latin") === Transliterator.shared(id: "Thai-Latin"))
    }
}
