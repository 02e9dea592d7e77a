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
            Self.check(result.failed ? nil : result.catalog, of: merge, inputs: inputs)
        }
    }

    @Test(.needsNamesBinary) func namesMergeKeepsEveryNameOrExactlyTheWinners() async throws {
        try await propertyCheck(count: 25, input: RandomMerge.generator) { merge in
            let inputs = merge.inputs
            let merged = try ManageNamesTool.withScratch { tool -> Catalog? in
                for input in inputs { try Data(input.catalog.canonicalJSON()).write(to: URL(fileURLWithPath: tool.path(input.file))) }
                var arguments = ["merge"] + inputs.map(\.file) + ["-o", "out.json"]
                if let prefer = merge.preferArgument { arguments += ["--prefer", prefer] }
                if merge.dropsLosers { arguments.append("--drop-losers") }
                let run = try tool.run(arguments)
                guard run.status == 0 else {
                    #expect(run.status == 1, "names \(arguments.joined(separator: " ")): \(run.stderr)")
                    #expect(tool.bytes("out.json") == nil, "a failed merge wrote out.json")
                    return nil
                }
                return try Catalog.read(from: tool.path("out.json"))
            }
            Self.check(merged, of: merge, inputs: inputs)
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

    /// Checks a merge's output (`nil` when the merge failed) against what its inputs say it must be.
    static func check(_ merged: Catalog?, of merge: RandomMerge, inputs: [MergeInput]) {
        let expected = MergeExpectation(inputs)
        if merge.preference == nil {
            #expect((merged == nil) == expected.hasNameConflict, "a merge without --prefer fails exactly on a conflict")
        } else {
            #expect(merged != nil, "a merge with --prefer never fails")
        }
        guard let merged else { return }
        let ids = merged.places.map { Array($0.id.utf8) }
        #expect(Set(ids) == expected.placeIDs && ids.count == expected.placeIDs.count, "every place once, no other")
        for place in merged.places {
            for (language, name) in place.names {
                let key = MergeExpectation.Key(place: Array(place.id.utf8), language: language)
                guard expected.names[key] != nil else {
                    Issue.record("\(place.id) has a \(language) name no input gave: \(name)")
                    continue
                }
                #expect(name.preferred.utf8.elementsEqual(expected.winner(key, merge.preference).utf8),
                        "\(place.id) \(language): \(name.preferred) is preferred, not the winner")
            }
        }
        for key in expected.names.keys {
            let id = String(decoding: key.place, as: UTF8.self)
            guard let name = merged.places.first(where: { $0.id.utf8.elementsEqual(key.place) })?.names[key.language] else {
                Issue.record("\(id) lost its \(key.language) name")
                continue
            }
            let wanted = merge.dropsLosers ? expected.formsKeptWhenDroppingLosers(key, merge.preference)
                                           : expected.allForms(key)
            let missing = wanted.subtracting(name.formBytes).map { String(decoding: $0, as: UTF8.self) }
            let extra = name.formBytes.subtracting(wanted).map { String(decoding: $0, as: UTF8.self) }
            #expect(missing.isEmpty, "\(id) \(key.language) lost \(missing.map(\.debugDescription))")
            #expect(extra.isEmpty, "\(id) \(key.language) kept \(extra.map(\.debugDescription)), which should be dropped")
        }
    }
}
