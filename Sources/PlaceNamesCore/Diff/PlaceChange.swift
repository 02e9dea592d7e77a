/// A place both catalogs have, with everything that differs: its names per language, its aliases, and its other
/// fields.
public struct PlaceChange: Sendable, Hashable {
    /// The place in the old catalog.
    public let old: Place
    /// The place in the new catalog.
    public let new: Place
    /// The new catalog's file the place was read from, when known.
    public let file: String?
    /// The names that differ, in code point order of their languages' raw values.
    public let names: [NameChange]
    /// How the aliases changed; nil when they are the same strings in the same order.
    public let aliases: ListChange?
    /// The other fields that differ, in the order a catalog writes them (codes by system, in code point order).
    public let fields: [FieldChange]

    /// The differences from `old` to `new` (the same place id), counting only names in `languages` when given;
    /// nil when there are none.
    public init?(old: Place, new: Place, file: String?, languages: Set<Language>? = nil) {
        let names = PlaceChange.nameChanges(old.names, new.names, languages: languages)
        let aliases = ListChange.between(old.aliases, new.aliases)
        let fields = FieldChange.between(old, new)
        if names.isEmpty && aliases == nil && fields.isEmpty { return nil }
        self.old = old
        self.new = new
        self.file = file
        self.names = names
        self.aliases = aliases
        self.fields = fields
    }

    /// The place's id.
    public var id: String { new.id }

    /// The names that differ from `old` to `new`, in code point order of their languages. Most places of a diff
    /// have none, so the common case looks each old name up once and allocates nothing.
    private static func nameChanges(
        _ old: [Language: LocalizedName], _ new: [Language: LocalizedName], languages: Set<Language>?
    ) -> [NameChange] {
        var changes: [NameChange] = []
        var removedAny = false
        for (language, oldName) in old {
            if let languages, !languages.contains(language) { continue }
            if let newName = new[language] {
                if !oldName.hasSameBytes(as: newName),
                   let change = NameChange(language: language, old: oldName, new: newName) {
                    changes.append(change)
                }
            } else if let change = NameChange(language: language, old: oldName, new: nil) {
                changes.append(change)
                removedAny = true
            }
        }
        // Every old language is in `new`: with as many languages, `new` has no other.
        if languages != nil || removedAny || new.count != old.count {
            for (language, newName) in new where old[language] == nil {
                if let languages, !languages.contains(language) { continue }
                if let change = NameChange(language: language, old: nil, new: newName) { changes.append(change) }
            }
        }
        if changes.count > 1 { changes.sort { $0.language < $1.language } }
        return changes
    }
}
