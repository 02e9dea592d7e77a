import Testing
import PlaceNamesCore

@Suite struct LanguageCasesTests {
    @Test func hasAtLeastAHundredCases() {
        #expect(Language.allCases.count >= 100)
    }

    @Test func rawValuesAreLowerCaseASCIIHyphenatedAndUnique() {
        for language in Language.allCases {
            let words = language.rawValue.split(separator: "-", omittingEmptySubsequences: false)
            let isLowerCaseASCIIWord = { (word: Substring) in
                !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
            }
            #expect(words.allSatisfy(isLowerCaseASCIIWord), "\(language.rawValue)")
        }
        #expect(Set(Language.allCases.map(\.rawValue)).count == Language.allCases.count)
        #expect(Set(Language.allCases.map(\.bcp47)).count == Language.allCases.count)
    }

    @Test func everyRawValueAndTagReadsBackToItsCase() throws {
        for language in Language.allCases {
            #expect(Language(rawValue: language.rawValue) == language)
            #expect(Language(bcp47: language.bcp47) == language, "\(language.bcp47)")
            #expect(Language(bcp47: language.icuLocaleID) == language, "\(language.icuLocaleID)")
            #expect(try Language.parse(language.bcp47) == language)
        }
    }

    @Test func oneWordRawValuesThatAreAlsoLanguageCodesMeanTheSameLanguage() {
        for language in Language.allCases where !language.rawValue.contains("-") {
            if let byTag = Language(bcp47: language.rawValue) {
                #expect(byTag == language, "\(language.rawValue)")
            }
        }
        #expect(Language(bcp47: "lao") == .lao)
    }

    @Test func unknownRawValuesAreNil() {
        #expect(Language(rawValue: "Thai") == nil)
        #expect(Language(rawValue: "th") == nil)
        #expect(Language(rawValue: "") == nil)
    }

    @Test func thai() {
        #expect(Language.thai.rawValue == "thai")
        #expect(Language.thai.bcp47 == "th")
        #expect(Language.thai.icuLocaleID == "th")
        #expect(Language.thai.englishName == "Thai")
        #expect(Language.thai.nativeName == "ไทย")
        #expect(Language.thai.scripts == ["Thai"])
    }

    @Test func scriptsOfCompositeWritingSystems() {
        #expect(Language.japanese.scripts == ["Hani", "Hira", "Kana"])
        #expect(Language.korean.scripts == ["Hang", "Hani"])
        #expect(Language.chineseTraditional.scripts == ["Hani"])
        #expect(Language.serbianLatin.scripts == ["Latn"])
        #expect(Language.serbianCyrillic.scripts == ["Cyrl"])
    }

    @Test func scriptAndRegionVariants() {
        #expect(Language.chineseTraditional.bcp47 == "zh-Hant")
        #expect(Language.chineseTraditional.icuLocaleID == "zh_Hant")
        #expect(Language.chineseTraditional.englishName == "Traditional Chinese")
        #expect(Language.chineseTraditional.nativeName == "繁體中文")
        #expect(Language.chineseSimplified.bcp47 == "zh-Hans")
        #expect(Language.chineseSimplified.nativeName == "简体中文")
        #expect(Language.serbianLatin.bcp47 == "sr-Latn")
        #expect(Language.serbianLatin.englishName == "Serbian (Latin)")
        #expect(Language.serbianLatin.nativeName == "srpski (latinica)")
        #expect(Language.serbianCyrillic.nativeName == "српски (ћирилица)")
        #expect(Language.portuguesePortugal.bcp47 == "pt-PT")
        #expect(Language.portuguesePortugal.icuLocaleID == "pt_PT")
        #expect(Language.portuguesePortugal.englishName == "European Portuguese")
        #expect(Language.portuguese.bcp47 == "pt")
        #expect(Language.norwegianBokmal.englishName == "Norwegian Bokmål")
        #expect(Language.norwegianBokmal.nativeName == "norsk bokmål")
        #expect(Language.japanese.nativeName == "日本語")
    }

    @Test func sortsByRawValueCodePoints() {
        #expect([Language.thai, .arabic, .chineseTraditional, .chineseSimplified].sorted()
            == [.arabic, .chineseSimplified, .chineseTraditional, .thai])
        #expect(Language.allCases.sorted() == Language.allCases)
        let rawValues = Language.allCases.map(\.rawValue)
        #expect(zip(rawValues, rawValues.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func describesItselfByRawValue() {
        #expect("\(Language.chineseTraditional)" == "chinese-traditional")
    }
}
