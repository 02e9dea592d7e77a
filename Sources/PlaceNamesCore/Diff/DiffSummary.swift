/// The figures of a diff: places on each side, added, removed and changed; names added, removed and changed, in
/// all and per language.
public struct DiffSummary: Sendable, Hashable {
    /// Places in the old catalog.
    public var oldPlaces = 0
    /// Places in the new catalog.
    public var newPlaces = 0
    /// Places only the new catalog has.
    public var placesAdded = 0
    /// Places only the old catalog has.
    public var placesRemoved = 0
    /// Places both have that differ in anything.
    public var placesChanged = 0
    /// Names added, removed and changed, the names of added and removed places included.
    public var names = NameCounts()
    /// ``names`` per language; languages with no change are absent.
    public var namesByLanguage: [Language: NameCounts] = [:]

    /// An empty summary.
    public init() {}

    /// The languages with names counted by `count`, most first, ties in code point order of their raw values
    /// (`\.added` for the languages with the most names added); languages with none are left out.
    public func languages(by count: KeyPath<NameCounts, Int>) -> [(language: Language, count: Int)] {
        namesByLanguage.compactMap { entry in entry.value[keyPath: count] > 0 ? (entry.key, entry.value[keyPath: count]) : nil }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.language < $1.language }
    }

    /// True when the two catalogs have the same places with the same bytes in every field compared.
    public var isEmpty: Bool { placesAdded == 0 && placesRemoved == 0 && placesChanged == 0 }

    /// Counts `times` names of `language` as `change`.
    mutating func count(_ change: NameChange.Change, _ language: Language, times: Int = 1) {
        names.count(change, times: times)
        namesByLanguage[language, default: NameCounts()].count(change, times: times)
    }
}
