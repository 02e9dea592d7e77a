import Testing
@testable import PlaceNames

/// The one-table scalar traits agree with the definitions they are built from, and a name of NFC "starters" only
/// is in NFC by ICU too.
@Suite struct ScalarTraitsTests {
    @Test func theTableAgreesWithTheDefinitionsOnTheBasicPlane() {
        for v in UInt32(0)..<0x10000 where ScalarTraits.basicPlane[Int(v)] != ScalarTraits.of(v) {
            Issue.record("U+\(String(v, radix: 16)) differs")
            return
        }
    }

    @Test(arguments: [
        (0x61, true),    // a
        (0xE9, true),    // é, precomposed
        (0x0E01, true),  // Thai ko kai
        (0x0301, false), // combining acute: may compose with what precedes
        (0x0344, false), // combining Greek dialytika tonos: never in NFC
        (0x1161, false), // Hangul vowel jamo: composes with a leading consonant
        (0x0E38, false), // Thai sara u: a combining mark (class 103)
    ])
    func nfcStartersAreTheQuickCheckYesOnesOfClassZero(scalar: UInt32, starter: Bool) {
        #expect((ScalarTraits.of(scalar) & ScalarTraits.nfcStarter != 0) == starter)
    }

    @Test(arguments: ["Bangkok", "กรุงเทพ", "São Paulo", "東京", "Québec", "e\u{301}", "\u{1100}\u{1161}", "a\u{344}"])
    func surelyNFCNamesAreNFC(name: String) {
        var text = name
        let traits = text.withUTF8 { NameTraits($0, countCase: false) }
        if traits.isSurelyNFC { #expect(Normalizer.nfc.isNormalized(name)) }
        let marks: Set<UInt32> = [0x301, 0x344, 0x1161, 0x0E38]
        #expect(traits.isSurelyNFC == !name.unicodeScalars.contains { marks.contains($0.value) })
    }
}
