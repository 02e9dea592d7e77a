/// The running union while `CatalogMerger` folds its inputs in, with the origin of every merged value.
struct MergeState {
    struct Entry {
        var place: Place
        /// Where the place was first read: the origin of every value no later input filled or replaced.
        var first: Origin
        /// The values later inputs filled or replaced, and where from. Empty for most places, so a merge of
        /// millions of places does not hold a dictionary of origins per place.
        var later: [(field: MergeField, origin: Origin)] = []
        /// Alternates an input gave that equal the preferred name of the moment, so the name does not list them:
        /// they come back if that preferred name loses and is dropped. Empty for almost every place.
        var shadowed: [(language: Language, kind: NameKind, form: String)] = []

        /// Remembers `name`'s alternates that equal `preferred`.
        mutating func shadow(_ name: LocalizedName, behind preferred: String, language: Language) {
            for kind in NameKind.alternates {
                for form in name[kind] where form.isScalarEqual(to: preferred) {
                    shadowed.append((language, kind, form))
                }
            }
        }

        func origin(of field: MergeField) -> Origin {
            later.last { $0.field == field }?.origin ?? first
        }

        mutating func setOrigin(_ field: MergeField, _ origin: Origin) {
            guard origin != first || later.contains(where: { $0.field == field }) else { return }
            if let i = later.firstIndex(where: { $0.field == field }) { later[i].origin = origin } else {
                later.append((field, origin))
            }
        }
    }

    let inputs: [MergeInput]
    let files: [String]
    let merger: CatalogMerger
    var places: [Entry] = []
    /// Ids by their UTF-8 bytes: a `[String: _]` would merge canonically equivalent ids.
    var index: [[UInt8]: Int] = [:]
    var conflicts: [MergeConflict] = []
    var summaries: [MergeResult.InputSummary] = []
    /// Conflict values still to be located: (conflict, whether it is the later side, origin, field).
    private var unlocated: [(conflict: Int, isLater: Bool, origin: Origin, field: MergeField)] = []

    init(inputs: [MergeInput], merger: CatalogMerger) {
        self.inputs = inputs
        self.files = inputs.map(\.file)
        self.merger = merger
    }

    mutating func add(_ place: Place, from origin: Origin, summary: inout MergeResult.InputSummary) {
        summary.places += 1
        summary.names += place.names.count
        let key = Array(place.id.utf8)
        guard let position = index[key] else {
            index[key] = places.count
            var entry = Entry(place: place, first: origin)
            for (language, name) in place.names { entry.shadow(name, behind: name.preferred, language: language) }
            places.append(entry)
            summary.placesAdded += 1
            summary.namesAdded += place.names.count
            return
        }
        var entry = places[position]
        let before = conflicts.count
        mergeFields(of: place, into: &entry, from: origin)
        for language in place.names.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            let incoming = place.names[language]!
            guard let existing = entry.place.names[language] else {
                entry.place.names[language] = incoming
                entry.shadow(incoming, behind: incoming.preferred, language: language)
                entry.setOrigin(.name(language), origin)
                summary.namesAdded += 1
                continue
            }
            let merged = mergeName(existing, incoming, language: language, entry: &entry, from: origin)
            summary.formsAdded += merged.forms.count { !existing.contains($0.value) }
            entry.place.names[language] = merged
        }
        summary.conflicts += conflicts.count - before
        places[position] = entry
    }

    /// The preferred names agree: alternates are unioned. They differ: a conflict, settled by the preference.
    private mutating func mergeName(
        _ existing: LocalizedName, _ incoming: LocalizedName, language: Language, entry: inout Entry,
        from origin: Origin
    ) -> LocalizedName {
        var merged = existing
        if existing.preferred.isScalarEqual(to: incoming.preferred) {
            entry.shadow(incoming, behind: existing.preferred, language: language)
            merged.addAlternates(of: incoming)
            return merged
        }
        let field = MergeField.name(language)
        let earlierOrigin = entry.origin(of: field)
        let laterWins = merger.laterWins(origin, over: earlierOrigin, files: files)
        var loser: String?
        if laterWins == true {
            entry.shadow(existing, behind: incoming.preferred, language: language)
            merged = incoming
            merged.addAlternates(of: existing)
            entry.setOrigin(field, origin)
            loser = existing.preferred
        } else {
            entry.shadow(incoming, behind: existing.preferred, language: language)
            merged.addAlternates(of: incoming)
            if laterWins == false { loser = incoming.preferred }
        }
        var kept = false
        if let loser, merger.keepsLosers {
            kept = true
            if !merged.contains(loser) { merged.variants.append(loser) }
        }
        // A dropped loser that some input also gave as an alternate stays, as that alternate.
        for (shadowLanguage, kind, form) in entry.shadowed where shadowLanguage == language && !merged.contains(form) {
            merged[kind].append(form)
        }
        record(field, place: entry.place.id, earlier: (existing.preferred, earlierOrigin),
               later: (incoming.preferred, origin), laterWins: laterWins, loserKept: kept)
        return merged
    }

    /// Kind, default name, country, coordinate, population, time zone and codes: a missing value is filled, a
    /// different one conflicts (a zone id too: `Asia/Calcutta` and `Asia/Kolkata` are one zone under two names, but
    /// which a catalog writes is a choice its maintainer makes with `--prefer`, not one merge makes silently).
    private mutating func mergeFields(of place: Place, into entry: inout Entry, from origin: Origin) {
        func settle<T>(_ field: MergeField, _ current: T?, _ incoming: T?, same: (T, T) -> Bool,
                       text: (T) -> String, assign: (inout Place, T) -> Void) {
            guard let incoming else { return }
            guard let current else {
                assign(&entry.place, incoming)
                entry.setOrigin(field, origin)
                return
            }
            if same(current, incoming) { return }
            let earlierOrigin = entry.origin(of: field)
            let laterWins = merger.laterWins(origin, over: earlierOrigin, files: files)
            if laterWins == true {
                assign(&entry.place, incoming)
                entry.setOrigin(field, origin)
            }
            record(field, place: entry.place.id, earlier: (text(current), earlierOrigin),
                   later: (text(incoming), origin), laterWins: laterWins, loserKept: false)
        }
        let exact: (String, String) -> Bool = { $0.isScalarEqual(to: $1) }
        settle(.kind, entry.place.kind.rawValue, place.kind.rawValue, same: exact, text: { $0 },
               assign: { $0.kind = PlaceKind(rawValue: $1) })
        settle(.defaultName, entry.place.defaultName, place.defaultName, same: exact, text: { $0 },
               assign: { $0.defaultName = $1 })
        settle(.country, entry.place.country, place.country, same: exact, text: { $0 },
               assign: { $0.country = $1 })
        settle(.region, entry.place.region, place.region, same: exact, text: { $0 },
               assign: { $0.region = $1 })
        settle(.coordinate, entry.place.coordinate, place.coordinate, same: ==,
               text: { "\($0.latitude), \($0.longitude)" }, assign: { $0.coordinate = $1 })
        settle(.population, entry.place.population, place.population, same: ==, text: { "\($0)" },
               assign: { $0.population = $1 })
        settle(.timeZone, entry.place.timeZone, place.timeZone, same: exact, text: { $0 },
               assign: { $0.timeZone = $1 })
        for system in place.codes.keys.sorted(by: { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }) {
            settle(.code(system), entry.place.codes[system], place.codes[system], same: exact, text: { $0 },
                   assign: { $0.codes[system] = $1 })
        }
    }

    private mutating func record(
        _ field: MergeField, place: String, earlier: (String, Origin), later: (String, Origin), laterWins: Bool?,
        loserKept: Bool
    ) {
        let resolution: MergeConflict.Resolution = switch laterWins {
        case nil: .unresolved
        case true?: .keptLater
        case false?: .keptEarlier
        }
        conflicts.append(MergeConflict(
            placeID: place, field: field, earlier: value(earlier.0, field, earlier.1, isLater: false),
            later: value(later.0, field, later.1, isLater: true), resolution: resolution, loserKept: loserKept))
    }

    /// A conflict's value, located later by `locateConflicts` (from its input's source map and bytes).
    private mutating func value(_ text: String, _ field: MergeField, _ origin: Origin, isLater: Bool)
        -> MergeConflict.Value
    {
        unlocated.append((conflicts.count, isLater, origin, field))
        return MergeConflict.Value(text: text, file: inputs[origin.input].file, location: nil)
    }

    /// Gives every conflict's values their line and column, from the offsets each input's read recorded: no
    /// input is parsed again. Each input's offsets become locations in one pass over its bytes: locating each
    /// alone rescans its line, and a minified file is one line.
    mutating func locateConflicts() {
        guard !unlocated.isEmpty else { return }
        var byInput = [[Int]](repeating: [], count: inputs.count)
        for (i, item) in unlocated.enumerated() { byInput[item.origin.input].append(i) }
        for (input, items) in byInput.enumerated() where !items.isEmpty {
            guard let bytes = inputs[input].bytes else { continue }
            // One look-up per place, whatever number of its fields conflict.
            var byPlace: [Int: [Int]] = [:]
            for i in items { byPlace[unlocated[i].origin.place, default: []].append(i) }
            var located: [Int] = []
            var offsets: [Int] = []
            for (place, placeItems) in byPlace {
                let found = inputs[input].offsets(of: placeItems.map { unlocated[$0].field }, inPlace: place)
                for (i, offset) in zip(placeItems, found) {
                    guard let offset else { continue }
                    located.append(i)
                    offsets.append(offset)
                }
            }
            let locations = bytes.withUnsafeBufferPointer { SourceLocation.locations(ofOffsets: offsets, in: $0) }
            for (i, location) in zip(located, locations) {
                let item = unlocated[i]
                conflicts[item.conflict] = conflicts[item.conflict].locating(location, later: item.isLater)
            }
        }
        unlocated = []
    }
}
