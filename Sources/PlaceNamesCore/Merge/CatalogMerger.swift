/// Merges catalogs: the union of their places by id and of their names by (place, language).
///
/// Values are compared by Unicode scalars, never by `String ==`, so an NFD spelling of an NFC name is a
/// conflict rather than a silent duplicate. A conflict on a preferred name is resolved by `preference` (or
/// left unresolved, failing the merge); the losing name is kept as a variant unless `keepsLosers` is false.
/// Alternate forms are unioned without duplicates. Other fields (kind, country, coordinate, population, codes)
/// follow the same rules, except that a losing value has nowhere to be kept and is dropped, with a warning.
public struct CatalogMerger: Sendable {
    /// Which side wins a conflict; nil leaves conflicts unresolved, so the merge fails.
    public var preference: MergePreference?
    /// Whether the losing preferred name of a resolved conflict stays, as a variant (`--drop-losers` clears it).
    public var keepsLosers: Bool

    /// Creates a merger: `preference` settles conflicts (none: a conflict fails the merge), and `keepsLosers` keeps
    /// a losing name as a variant.
    public init(preference: MergePreference? = nil, keepsLosers: Bool = true) {
        self.preference = preference
        self.keepsLosers = keepsLosers
    }

    /// Merges `inputs` in order. The result's catalog has the inputs' metadata combined and its places in
    /// code point order of their ids.
    public func merge(_ inputs: [MergeInput]) -> MergeResult {
        var state = MergeState(inputs: inputs, merger: self)
        for (inputIndex, input) in inputs.enumerated() {
            var summary = MergeResult.InputSummary(file: input.file)
            for (placeIndex, place) in input.catalog.places.enumerated() {
                state.add(place, from: Origin(input: inputIndex, place: placeIndex), summary: &summary)
            }
            state.summaries.append(summary)
        }
        state.locateConflicts()
        var metadata = CatalogMetadata()
        for input in inputs { metadata = metadata.merged(with: input.catalog.metadata) }
        let places = state.places.map(\.place).sorted { $0.id.codePointPrecedes($1.id) }
        return MergeResult(catalog: Catalog(metadata: metadata, places: places), inputs: state.summaries,
                           conflicts: state.conflicts)
    }

    /// Whether the value from `later` beats the one from `earlier`; nil when no preference was given.
    func laterWins(_ later: Origin, over earlier: Origin, files: [String]) -> Bool? {
        switch preference {
        case nil: return nil
        case .first: return false
        case .last: return later != earlier
        case .file(let path):
            func rank(_ origin: Origin) -> Int { files[origin.input] == path ? -1 : origin.input }
            return rank(later) < rank(earlier)
        }
    }
}

/// Where a value was read: the input and the index of its place in that input's `places`.
struct Origin: Hashable, Sendable {
    let input: Int
    let place: Int
}
