import Foundation
import PlaceNames
import PropertyBased
import Testing

/// Merge never loses a name: over random catalogs, every (place, language, name) of every input is in the output,
/// as the preferred name or an alternate, unless `--drop-losers` was given; then the output has exactly the winners.
@Suite struct MergePropertyTests {
    @Test func theLibraryMergeKeepsEveryNameOrExactlyTheWinners() async {
        await propertyCheck(count: 400, input: RandomMerge.generator) { merge in
            let inputs = merge.inputs
            let result = CatalogMerger(preference: merge.preference, keepsLosers: !merge.dropsLosers).merge(inputs)
            MergeExpectation.check(result.failed ? nil : result.catalog, of: merge, inputs: inputs)
        }
    }

    /// The property's first find, shrunk: "Hà Nội" is a historic name in a.json, the preferred one in b.json, and
    /// was lost when c.json's name won with `--drop-losers`, although a.json gave it as an alternate.
    @Test func droppingALoserKeepsItWhereAnInputGaveItAsAnAlternate() {
        func input(_ file: String, _ name: LocalizedName) -> MergeInput {
            MergeInput(file: file, catalog: Catalog(places: [Place(id: "iso3166-2:TH-10", kind: .city,
                                                                   names: [.english: name])]))
        }
        let inputs = [input("a.json", LocalizedName("Bangkok", historic: ["H\u{E0} N\u{1ED9}i"])),
                      input("b.json", "H\u{E0} N\u{1ED9}i"), input("c.json", "Bangkok")]
        let dropped = CatalogMerger(preference: .last, keepsLosers: false).merge(inputs)
        #expect(dropped.catalog.places.map(\.names) == [[.english: LocalizedName("Bangkok", historic: ["H\u{E0} N\u{1ED9}i"])]])
        let kept = CatalogMerger(preference: .last).merge(inputs)
        #expect(kept.catalog.places.map(\.names) == [[.english: LocalizedName("Bangkok", variants: ["H\u{E0} N\u{1ED9}i"])]])
    }
}
