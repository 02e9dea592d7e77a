import Foundation
import PlaceNames
import Testing

// The code of PlaceNames.docc/SortingAndSearching.md, run. PlaceNamesCoreTests.ArticleCodeTests checks that
// every ```swift block of the article appears here verbatim.
@Suite struct SortingAndSearchingArticle {
    @Test func collation() throws {
        let thai = try Collator.shared(for: .thai)
        let sorted = thai.sorted(["เขา", "ขา", "ไก่", "กา"])
        // ["กา", "ไก่", "ขา", "เขา"]

        #expect(sorted == ["กา", "ไก่", "ขา", "เขา"])
    }

    @Test func normalisation() {
        let decomposed = "Cafe\u{301}"
        let isNFC = Normalizer.nfc.isNormalized(decomposed)        // false
        let fixed = Normalizer.nfc.normalize(decomposed)           // "Café", one scalar for é
        let sameScalars = fixed.isScalarEqual(to: "Caf\u{E9}")     // true

        #expect(!isNFC)
        #expect(fixed.unicodeScalars.count == 4)
        #expect(sameScalars)
    }

    @Test func searchKeys() {
        let bangkok = SearchKey("กรุงเทพมหานคร")
        let found = bangkok.matches("krung thep")                 // true
        let tokyo = SearchKey("東京").matches("dong jing")        // true: Mandarin readings of the characters

        #expect(found)
        #expect(tokyo)
    }
}
