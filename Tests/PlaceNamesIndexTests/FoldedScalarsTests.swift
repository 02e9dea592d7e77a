import PlaceNames
@testable import PlaceNamesIndex
import ShippedCatalogs
import Testing

/// Folding a name scalar by scalar from the table (`FoldedScalars`) gives what ICU gives folding the whole name:
/// the letters and marks a query typing marks compares names by (`QueryIntent.marksAgree`).
@Suite struct FoldedScalarsTests {
    func fromTable(_ text: String) -> [Unicode.Scalar]? {
        Array(text.utf8).withUnsafeBufferPointer { FoldedScalars.decomposed($0[...]) }
    }

    func fromICU(_ text: String) -> [Unicode.Scalar] { Array(DecomposedLetters.decomposedByICU(text)) }

    @Test(arguments: [
        "Zürich", "České Budějovice", "Săcele", "ễ", "Ελλάδα", "ΐ", "ᾳ", "İstanbul", "Straße", "ǅakovica", "ŉ", "ǈ",
        "Москва", "Йошкар-Ола", "آلباني", "أسيوط", "กรุงเทพ", "soft\u{AD}hyphen",
        // Marks out of canonical order, and marks with no letter before them.
        "a\u{301}\u{316}", "a\u{316}\u{301}", " \u{301}\u{316}x", "\u{30C}c", "Ω\u{345}\u{301}",
    ])
    func aNameFoldsAsICUFoldsIt(text: String) {
        #expect(fromTable(text) == fromICU(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func aNameBeyondTheTableIsLeftToICU() {
        #expect(fromTable("서울") == nil)
        #expect(fromTable("東京") == nil)
        #expect(fromTable("Zürich 東京") == nil)
        #expect(fromTable("ﬁ") == nil)
    }

    @Test func everyShippedNameFoldsAsICUFoldsIt() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        var compared = 0
        var differing: [String] = []
        // A quarter of the names per run (`Sweep`: CI takes another quarter for each commit), as ICU's folding of
        // every name in a debug build was the longest single test of the run.
        for position in 0..<served.search.texts.count where Sweep.takes(position) {
            if position % 4096 < Sweep.stride { await Task.yield() }  // leave the cooperative threads to the servers
            let text = served.search.texts[position]
            guard let table = fromTable(text) else { continue }
            compared += 1
            if table != fromICU(text) { differing.append(text) }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first \(differing.prefix(5))")
        #expect(compared > Sweep.count(100_000), "\(compared) names compared")
    }
}
