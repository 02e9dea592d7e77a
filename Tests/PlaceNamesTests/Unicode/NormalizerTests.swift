import Testing
import PlaceNames

@Suite struct NormalizerTests {
    let precomposed = "Z\u{FC}rich"            // ü as one scalar
    let decomposed = "Zu\u{308}rich"           // u + combining diaeresis

    @Test func stringEqualityHidesTheDifferenceScalarsShowIt() {
        #expect(precomposed == decomposed)
        #expect(!precomposed.isScalarEqual(to: decomposed))
        #expect(Normalizer.nfc.normalize(decomposed).isScalarEqual(to: precomposed))
        #expect(Normalizer.nfd.normalize(precomposed).isScalarEqual(to: decomposed))
    }

    @Test func isNormalizedPerForm() {
        #expect(Normalizer.nfc.isNormalized(precomposed))
        #expect(!Normalizer.nfc.isNormalized(decomposed))
        #expect(Normalizer.nfd.isNormalized(decomposed))
        #expect(!Normalizer.nfd.isNormalized(precomposed))
        #expect(Normalizer.nfc.isNormalized("Bangkok"))
        #expect(Normalizer.nfc.isNormalized(""))
        #expect(!Normalizer.nfkcCasefold.isNormalized("Bangkok"))
        #expect(Normalizer.nfkcCasefold.isNormalized("bangkok"))
    }

    @Test func compatibilityAndCaseFolding() {
        #expect(Normalizer.nfkc.normalize("\u{FB01}nland").isScalarEqual(to: "finland"))
        #expect(Normalizer.nfkc.normalize("ＴＯＫＹＯ").isScalarEqual(to: "TOKYO"))
        #expect(Normalizer.nfkcCasefold.normalize("Straße").isScalarEqual(to: "strasse"))
        #expect(Normalizer.nfkcCasefold.normalize("ΑΘΉΝΑ").isScalarEqual(to: "αθήνα"))
        // NFKC_Casefold drops default-ignorables such as a zero-width space.
        #expect(Normalizer.nfkcCasefold.normalize("Bang\u{200B}kok").isScalarEqual(to: "bangkok"))
    }

    @Test func thaiNamesAreAlreadyNFC() {
        // Thai has no precomposed characters: the real names are NFC and NFD at once.
        #expect(Normalizer.nfc.isNormalized("กรุงเทพมหานคร"))
        #expect(Normalizer.nfd.isNormalized("เชียงใหม่"))
    }

    @Test func longTextIsCheckedInChunksWithoutLosingTheEnd() {
        // Longer than the shim's stack chunk: the decomposed letter sits after several chunk boundaries.
        let long = String(repeating: "กรุงเทพมหานคร ", count: 300)
        #expect(Normalizer.nfc.isNormalized(long + precomposed))
        #expect(!Normalizer.nfc.isNormalized(long + decomposed))
        #expect(Normalizer.nfc.normalize(long + decomposed).isScalarEqual(to: long + precomposed))
        // A run of combining marks with no boundary in it, longer than one chunk.
        let marks = "a" + String(repeating: "\u{301}\u{316}", count: 400)
        #expect(!Normalizer.nfc.isNormalized(marks))
        #expect(Normalizer.nfc.isNormalized(Normalizer.nfc.normalize(marks)))
    }
}
