import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// gettext locale folders to languages: scripts, regions, pseudo-locales.
@Suite struct ISOCodesLocaleTests {
    @Test(arguments: [
        ("th", Language.thai),
        ("zh_CN", .chineseSimplified),
        ("zh_TW", .chineseTraditional),
        ("zh_HK", .chineseTraditionalHongKong),
        ("pt", .portuguesePortugal),
        ("pt_BR", .portuguese),
        ("pt_PT", .portuguesePortugal),
        ("sr", .serbianCyrillic),
        ("sr@latin", .serbianLatin),
        ("sr@Latn", .serbianLatin),
        ("uz@cyrillic", .uzbekCyrillic),
        ("nb_NO", .norwegianBokmal),
        ("fil", .filipino),
        ("tl", .filipino),
        ("de_DE.UTF-8", .german),
    ])
    func mapsToLanguage(folder: String, language: Language) {
        #expect(GettextLocale(folder).resolve() == .success(language))
    }

    @Test(arguments: [
        ("de_CH", "regional locale (CH) would overwrite german, which has no case for that region"),
        ("en_GB", "regional locale (GB) would overwrite english, which has no case for that region"),
        ("bn_IN", "regional locale (IN) would overwrite bangla, which has no case for that region"),
        ("en@quot", "pseudo-locale, not a language (en@quot, en@boldquot, en@shaw)"),
        ("en@boldquot", "pseudo-locale, not a language (en@quot, en@boldquot, en@shaw)"),
        ("en@shaw", "pseudo-locale, not a language (en@quot, en@boldquot, en@shaw)"),
        ("be@latin", "locale in script Latn has no Language case (would fall back to belarusian)"),
        ("tt@iqtelif", "locale in script Latn has no Language case (would fall back to tatar)"),
        ("ca@valencia", "locale variant @valencia has no Language case"),
        ("haw", "locale with no Language case"),
    ])
    func skips(folder: String, reason: String) {
        guard case .failure(let skip) = GettextLocale(folder).resolve() else {
            Issue.record("\(folder) should be skipped")
            return
        }
        #expect(skip.reason == reason)
    }

    @Test func closestSpellingWins() {
        #expect(GettextLocale("fil").distance(to: .filipino) < GettextLocale("tl").distance(to: .filipino))
        #expect(GettextLocale("ro").distance(to: .romanian) < GettextLocale("mo").distance(to: .romanian))
    }
}
