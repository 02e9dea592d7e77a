import Testing
import PlaceNames

@Suite struct SpoofCheckerTests {
    let checker = SpoofChecker.shared
    let cyrillicA = "p\u{430}ypal"   // а is U+0430 CYRILLIC SMALL LETTER A

    @Test func cyrillicLetterInLatinNameIsFlagged() {
        let issues = checker.check(cyrillicA)
        #expect(issues.contains(.restrictionLevel))
        #expect(issues.contains(.mixedScriptConfusable))
        #expect(checker.check("paypal") == [])
    }

    @Test func realNamesInOneScriptAreClean() {
        for name in ["Bangkok", "กรุงเทพมหานคร", "東京タワー", "Москва", "Київ", "Αθήνα", "Zürich", "القاهرة"] {
            #expect(checker.check(name) == [], "\(name)")
        }
    }

    @Test func wholeScriptConfusable() {
        // Cyrillic сосо looks exactly like Latin "coco".
        #expect(checker.check("\u{441}\u{43E}\u{441}\u{43E}").contains(.wholeScriptConfusable))
        // Its skeleton "Mocĸʙa" looks like no plain Latin word.
        #expect(!checker.check("Москва").contains(.wholeScriptConfusable))
        #expect(checker.skeleton("Москва") == "Mocĸʙa")
    }

    @Test func skeletonsSayWhatLooksTheSame() {
        #expect(checker.skeleton(cyrillicA) == checker.skeleton("paypal"))
        #expect(checker.skeleton("rn") == checker.skeleton("m"))
        #expect(checker.skeleton("Bangkok") != checker.skeleton("Bangk0k0"))
        #expect(checker.areConfusable(cyrillicA, "paypal") == [.mixedScriptConfusable])
        #expect(checker.areConfusable("paypal", "paypal") == [.singleScriptConfusable])
        #expect(checker.areConfusable("Bangkok", "Bonn") == [])
    }

    @Test func mixedDigitsAreFlagged() {
        // Thai digit ๑ with ASCII digits.
        #expect(checker.check("10๑").contains(.mixedNumbers))
    }
}
