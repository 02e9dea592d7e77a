import Testing
import PlaceNames

@Suite struct InvisibleCharactersTests {
    let english = InvisibleCharacterAllowances(scripts: ["Latn"], localeID: "en")
    let thai = InvisibleCharacterAllowances(scripts: ["Thai"], localeID: "th")
    let hebrew = InvisibleCharacterAllowances(scripts: ["Hebr"], localeID: "he")
    let persian = InvisibleCharacterAllowances(scripts: ["Arab"], localeID: "fa")
    let arabic = InvisibleCharacterAllowances(scripts: ["Arab"], localeID: "ar")
    let hindi = InvisibleCharacterAllowances(scripts: ["Deva"], localeID: "hi")

    @Test func bidiOverridesAreAlwaysReported() {
        for allowances in [english, thai, hebrew, persian] {
            let found = InvisibleCharacters.scan("Bang\u{202E}kok", allowing: allowances)
            #expect(found.count == 1)
            #expect(found.first?.kind == .bidiControl)
            #expect(found.first?.scalarOffset == 4)
            #expect(found.first?.utf8Offset == 4)
            #expect(found.first?.name == "U+202E RIGHT-TO-LEFT OVERRIDE")
        }
        #expect(InvisibleCharacters.scan("\u{2067}תל אביב\u{2069}", allowing: hebrew).map(\.name)
            == ["U+2067 RIGHT-TO-LEFT ISOLATE", "U+2069 POP DIRECTIONAL ISOLATE"])
    }

    @Test func directionMarksOnlyInRightToLeftLanguages() {
        let telAviv = "תל אביב\u{200F}-יפו"
        #expect(InvisibleCharacters.isClean(telAviv, allowing: hebrew))
        let found = InvisibleCharacters.scan("Tel Aviv\u{200E}", allowing: english)
        #expect(found.map(\.kind) == [.bidiMark])
        #expect(found.map(\.name) == ["U+200E LEFT-TO-RIGHT MARK"])
        #expect(InvisibleCharacters.scan("القاهرة\u{61C}", allowing: english).map(\.name)
            == ["U+061C ARABIC LETTER MARK"])
    }

    @Test func zeroWidthNonJoinerInPersianAndIndicOnly() {
        let persianWord = "می\u{200C}خواهم"
        #expect(InvisibleCharacters.isClean(persianWord, allowing: persian))
        #expect(InvisibleCharacters.scan(persianWord, allowing: arabic).map(\.name)
            == ["U+200C ZERO WIDTH NON-JOINER"])
        #expect(InvisibleCharacters.isClean("क्\u{200D}ष", allowing: hindi))
        #expect(InvisibleCharacters.isClean("क्\u{200C}ष", allowing: hindi))
        #expect(!InvisibleCharacters.isClean("Bang\u{200C}kok", allowing: english))
    }

    @Test func zeroWidthSpaceInThaiOnly() {
        let name = "กรุงเทพ\u{200B}มหานคร"
        #expect(InvisibleCharacters.isClean(name, allowing: thai))
        let found = InvisibleCharacters.scan("Bang\u{200B}kok", allowing: english)
        #expect(found.map(\.description) == ["U+200B ZERO WIDTH SPACE at scalar 4"])
        // Offsets count scalars and UTF-8 bytes: each Thai letter is 3 bytes.
        let inThai = InvisibleCharacters.scan("กรุง\u{FEFF}เทพ", allowing: thai)
        #expect(inThai.map(\.scalarOffset) == [4])
        #expect(inThai.map(\.utf8Offset) == [12])
        #expect(inThai.map(\.name) == ["U+FEFF ZERO WIDTH NO-BREAK SPACE"])
    }

    @Test func otherDefaultIgnorablesAreReported() {
        let found = InvisibleCharacters.scan("Ber\u{AD}lin\u{2060}", allowing: english)
        #expect(found.map(\.name) == ["U+00AD SOFT HYPHEN", "U+2060 WORD JOINER"])
        #expect(InvisibleCharacters.isClean("Zürich", allowing: english))
        #expect(InvisibleCharacters.isClean("Bangkok"))
    }

    @Test func variationSelectorsInHanOnly() {
        let han = InvisibleCharacterAllowances(scripts: ["Jpan"], localeID: "ja")
        #expect(InvisibleCharacters.isClean("葛\u{E0100}飾区", allowing: han))
        #expect(!InvisibleCharacters.isClean("A\u{FE0F}", allowing: english))
    }
}
