import Testing
import PlaceNames

@Suite struct ScriptsTests {
    let japanese = ["Hani", "Hira", "Kana"]

    @Test func scriptsOfNames() {
        #expect(Scripts.of("กรุงเทพมหานคร") == ["Thai"])
        #expect(Scripts.of("Bangkok") == ["Latn"])
        // The long-vowel mark ー is shared by Hiragana and Katakana (Script_Extensions).
        #expect(Scripts.of("東京タワー") == ["Hani", "Hira", "Kana"])
        // Digits, spaces and punctuation are Common and do not count.
        #expect(Scripts.of("เชียงใหม่ 50200") == ["Thai"])
        #expect(Scripts.of("2024 - !") == [])
        #expect(Scripts.of("pаypal") == ["Cyrl", "Latn"])
    }

    @Test func japaneseNamesMixScriptsAndFit() {
        for name in ["東京タワー", "さいたま市", "ヶ丘", "八ヶ岳", "横浜", "ニセコ町"] {
            #expect(Scripts.fits(name, scripts: japanese), "\(name)")
            #expect(Scripts.fits(name, scripts: ["Jpan"]), "\(name)")
        }
        #expect(!Scripts.fits("Tokyo", scripts: japanese))
        #expect(!Scripts.fits("서울", scripts: japanese))
        #expect(Scripts.fits("서울", scripts: ["Kore"]))
    }

    @Test func latinIsRejectedUnderThai() {
        let thai = ["Thai"]
        #expect(Scripts.fits("กรุงเทพมหานคร", scripts: thai))
        #expect(Scripts.fits("กรุงเทพฯ", scripts: thai))
        #expect(Scripts.fits("เชียงใหม่ 50200", scripts: thai))
        #expect(Scripts.fits("๑๒๓", scripts: thai))
        #expect(!Scripts.fits("Bangkok", scripts: thai))
        #expect(!Scripts.fits("กรุงเทพ Bangkok", scripts: thai))
        #expect(Scripts.misfits(in: "กรุงเทพ BKK", scripts: thai).map(String.init) == ["B", "K", "K"])
    }

    @Test func combiningMarksFollowTheirBase() {
        #expect(Scripts.fits("Zu\u{308}rich", scripts: ["Latn"]))
        #expect(Scripts.extensions(of: "\u{308}") == ["Zinh"])
        #expect(Scripts.extensions(of: "ー") == ["Hira", "Kana"])
    }
}
