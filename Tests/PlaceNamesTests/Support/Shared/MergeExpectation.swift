import PlaceNames
import Testing

/// What a merge must produce, worked out from its inputs alone: for every (place, language), every form any input
/// gives and the preferred name that wins.
///
/// Texts are compared by their Unicode scalars (as UTF-8 bytes), the rule `CatalogMerger` documents: an NFD
/// spelling of an NFC name is another name, never a duplicate. Place ids are compared the same way.
struct MergeExpectation {
    struct Key: Hashable {
        let place: [UInt8]
        let language: Language
    }

    /// Per (place, language): each input's name, in merge order (by input, then by place in the input).
    private(set) var names: [Key: [(file: String, name: LocalizedName)]] = [:]
    /// Every place id, by bytes.
    private(set) var placeIDs: Set<[UInt8]> = []

    init(_ inputs: [MergeInput]) {
        for input in inputs {
            for place in input.catalog.places {
                placeIDs.insert(Array(place.id.utf8))
                for (language, name) in place.names {
                    names[Key(place: Array(place.id.utf8), language: language), default: []].append((input.file, name))
                }
            }
        }
    }

    /// Whether some (place, language) has two preferred names with different scalars: without `--prefer` the
    /// merge must fail.
    var hasNameConflict: Bool {
        names.values.contains { Set($0.map { Array($0.name.preferred.utf8) }).count > 1 }
    }

    /// The preferred name that wins for `key`: the first one (`first`), the last one (`last`), or the first from
    /// the preferred file, else the first one.
    func winner(_ key: Key, _ preference: MergePreference?) -> String {
        let sequence = names[key]!
        switch preference {
        case nil, .first?: return sequence.first!.name.preferred
        case .last?: return sequence.last!.name.preferred
        case .file(let path)?: return (sequence.first { $0.file == path } ?? sequence.first!).name.preferred
        }
    }

    /// Every form of every input's name for `key`, as bytes.
    func allForms(_ key: Key) -> Set<[UInt8]> {
        Set(names[key]!.flatMap { $0.name.forms.map { Array($0.value.utf8) } })
    }

    /// With `--drop-losers`: exactly the winner and every input's alternate forms.
    func formsKeptWhenDroppingLosers(_ key: Key, _ preference: MergePreference?) -> Set<[UInt8]> {
        var forms = Set(names[key]!.flatMap { entry in
            NameKind.alternates.flatMap { entry.name[$0] }.map { Array($0.utf8) }
        })
        forms.insert(Array(winner(key, preference).utf8))
        return forms
    }
}

extension MergeExpectation {
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

extension LocalizedName {
    /// Every form's bytes (preferred and alternates).
    var formBytes: Set<[UInt8]> { Set(forms.map { Array($0.value.utf8) }) }
}
