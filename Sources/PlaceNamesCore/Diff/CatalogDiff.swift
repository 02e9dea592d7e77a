/// What differs between two catalogs, place by place: for a reviewer of a change to the catalogs (`names diff`),
/// or a tool that wants to know which names a change touches.
///
/// Places are matched by id, compared by bytes. A place only in the new catalog is ``added``, only in the old one
/// ``removed``; one in both that differs in anything is ``changed``, with its names per language (preferred and
/// alternate forms), aliases and other fields. Every text is compared by its bytes, never with `String ==`: a name
/// rewritten from NFD to NFC is a change. Everything comes in code point order of the place ids, names in code
/// point order of their languages' raw values, so the same catalogs give the same diff.
///
/// One pass over both sides in id order: the cost is a sort of each side's ids (none when a side is already in
/// id order) and one look-up per name, with nothing made for a name that did not change.
public struct CatalogDiff: Sendable {
    /// Places only the new catalog has, in code point order of their ids.
    public let added: [DiffPlace]
    /// Places only the old catalog has, in code point order of their ids.
    public let removed: [DiffPlace]
    /// Places both have that differ, in code point order of their ids.
    public let changed: [PlaceChange]
    /// The languages whose names were compared; nil for every language.
    public let languages: Set<Language>?
    /// The figures: places and names added, removed and changed.
    public let summary: DiffSummary
    /// Every place of the three lists, in code point order of the ids, as the reports list them.
    let order: [Slot]

    /// A place of ``added``, ``removed`` or ``changed``, by its position there.
    enum Slot {
        case added(Int)
        case removed(Int)
        case changed(Int)
    }

    /// Compares `old` with `new`.
    /// - Parameters:
    ///   - old: the catalogs as they were.
    ///   - new: the catalogs as they are now.
    ///   - languages: compare only names in these languages (aliases and other fields are always compared); nil
    ///     compares every name.
    public init(old: DiffSide, new: DiffSide, languages: Set<Language>? = nil) {
        let oldOrder = old.idOrder()
        let newOrder = new.idOrder()
        var added: [DiffPlace] = []
        var removed: [DiffPlace] = []
        var changed: [PlaceChange] = []
        var summary = DiffSummary()
        var slots: [Slot] = []
        summary.oldPlaces = old.places.count
        summary.newPlaces = new.places.count
        var i = 0
        var j = 0
        while i < oldOrder.count || j < newOrder.count {
            let order: Int
            if i == oldOrder.count {
                order = 1
            } else if j == newOrder.count {
                order = -1
            } else {
                order = old.places[oldOrder[i]].id.byteOrder(against: new.places[newOrder[j]].id)
            }
            if order < 0 {
                let index = oldOrder[i]
                slots.append(.removed(removed.count))
                removed.append(CatalogDiff.lone(old.places[index], file: old.file(at: index), .removed,
                                                languages: languages, summary: &summary))
                i += 1
            } else if order > 0 {
                let index = newOrder[j]
                slots.append(.added(added.count))
                added.append(CatalogDiff.lone(new.places[index], file: new.file(at: index), .added,
                                              languages: languages, summary: &summary))
                j += 1
            } else {
                let index = newOrder[j]
                if let change = PlaceChange(old: old.places[oldOrder[i]], new: new.places[index],
                                            file: new.file(at: index), languages: languages) {
                    for name in change.names { summary.count(name.change, name.language) }
                    slots.append(.changed(changed.count))
                    changed.append(change)
                }
                i += 1
                j += 1
            }
        }
        summary.placesAdded = added.count
        summary.placesRemoved = removed.count
        summary.placesChanged = changed.count
        self.added = added
        self.removed = removed
        self.changed = changed
        self.languages = languages
        self.summary = summary
        self.order = slots
    }

    /// Compares two lists of places whose files need not be named.
    public init(old: [Place], new: [Place], languages: Set<Language>? = nil) {
        self.init(old: DiffSide(places: old), new: DiffSide(places: new), languages: languages)
    }

    /// True when the catalogs have the same places, each the same bytes in every field compared.
    public var isEmpty: Bool { summary.isEmpty }

    /// An added or removed place, its names counted as added or removed.
    private static func lone(
        _ place: Place, file: String?, _ change: NameChange.Change, languages: Set<Language>?,
        summary: inout DiffSummary
    ) -> DiffPlace {
        var count = 0
        for language in place.names.keys where languages?.contains(language) ?? true {
            summary.count(change, language)
            count += 1
        }
        return DiffPlace(place: place, file: file, nameCount: count)
    }
}
