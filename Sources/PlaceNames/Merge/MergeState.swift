/// The running union while `CatalogMerger` folds its inputs in, with the origin of every merged value.
struct MergeState {
    struct Entry {
        var place: Place
        var origins: [MergeField: Origin]
        /// Every alternate form any input gave, by language: one equal to the preferred name is not listed in the
        /// name, and must come back if that preferred name later loses and is dropped.
        var alternates: [Language: [(kind: NameKind, form: String)]]
    }

    let inputs: [MergeInput]
    let files: [String]
    let merger: CatalogMerger
    var places: [Entry] = []
    /// Ids by their UTF-8 bytes: a `[String: _]` would merge canonically equivalent ids.
    var index: [[UInt8]: Int] = [:]
    var conflicts: [MergeConflict] = []
    var summaries: [MergeResult.InputSummary] = []
    private var placeNodes: [Int: [JSONNode]] = [:]

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
            places.append(Entry(place: place, origins: Self.origins(of: place, origin),
                                alternates: place.names.mapValues(Self.alternates)))
            summary.placesAdded += 1
            summary.namesAdded += place.names.count
            return
        }
        var entry = places[position]
        let before = conflicts.count
        mergeFields(of: place, into: &entry, from: origin)
        for language in place.names.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            let incoming = place.names[language]!
            entry.alternates[language, default: []] += Self.alternates(of: incoming)
            guard let existing = entry.place.names[language] else {
                entry.place.names[language] = incoming
                entry.origins[.name(language)] = origin
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

    private static func alternates(of name: LocalizedName) -> [(kind: NameKind, form: String)] {
        name.forms.filter { $0.kind != .preferred }.map { (kind: $0.kind, form: $0.value) }
    }

    private static func origins(of place: Place, _ origin: Origin) -> [MergeField: Origin] {
        var origins: [MergeField: Origin] = [.kind: origin, .country: origin, .coordinate: origin, .population: origin]
        for system in place.codes.keys { origins[.code(system)] = origin }
        for language in place.names.keys { origins[.name(language)] = origin }
        return origins
    }

    /// The preferred names agree: alternates are unioned. They differ: a conflict, settled by the preference.
    private mutating func mergeName(
        _ existing: LocalizedName, _ incoming: LocalizedName, language: Language, entry: inout Entry,
        from origin: Origin
    ) -> LocalizedName {
        var merged = existing
        if existing.preferred.isScalarEqual(to: incoming.preferred) {
            merged.addAlternates(of: incoming)
            return merged
        }
        let field = MergeField.name(language)
        let earlierOrigin = entry.origins[field] ?? origin
        let laterWins = merger.laterWins(origin, over: earlierOrigin, files: files)
        var loser: String?
        if laterWins == true {
            merged = incoming
            merged.addAlternates(of: existing)
            entry.origins[field] = origin
            loser = existing.preferred
        } else {
            merged.addAlternates(of: incoming)
            if laterWins == false { loser = incoming.preferred }
        }
        var kept = false
        if let loser, merger.keepsLosers {
            kept = true
            if !merged.contains(loser) { merged.variants.append(loser) }
        }
        // A dropped loser that some input also gave as an alternate stays, as that alternate.
        for (kind, form) in entry.alternates[language] ?? [] where !merged.contains(form) {
            merged[kind].append(form)
        }
        record(field, place: entry.place.id, earlier: (existing.preferred, earlierOrigin),
               later: (incoming.preferred, origin), laterWins: laterWins, loserKept: kept)
        return merged
    }

    /// Kind, country, coordinate, population and codes: a missing value is filled, a different one conflicts.
    private mutating func mergeFields(of place: Place, into entry: inout Entry, from origin: Origin) {
        func settle<T>(_ field: MergeField, _ current: T?, _ incoming: T?, same: (T, T) -> Bool,
                       text: (T) -> String, assign: (inout Place, T) -> Void) {
            guard let incoming else { return }
            guard let current else {
                assign(&entry.place, incoming)
                entry.origins[field] = origin
                return
            }
            if same(current, incoming) { return }
            let earlierOrigin = entry.origins[field] ?? origin
            let laterWins = merger.laterWins(origin, over: earlierOrigin, files: files)
            if laterWins == true {
                assign(&entry.place, incoming)
                entry.origins[field] = origin
            }
            record(field, place: entry.place.id, earlier: (text(current), earlierOrigin),
                   later: (text(incoming), origin), laterWins: laterWins, loserKept: false)
        }
        let exact: (String, String) -> Bool = { $0.isScalarEqual(to: $1) }
        settle(.kind, entry.place.kind.rawValue, place.kind.rawValue, same: exact, text: { $0 },
               assign: { $0.kind = PlaceKind(rawValue: $1) })
        settle(.country, entry.place.country, place.country, same: exact, text: { $0 },
               assign: { $0.country = $1 })
        settle(.coordinate, entry.place.coordinate, place.coordinate, same: ==,
               text: { "\($0.latitude), \($0.longitude)" }, assign: { $0.coordinate = $1 })
        settle(.population, entry.place.population, place.population, same: ==, text: { "\($0)" },
               assign: { $0.population = $1 })
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
            placeID: place, field: field, earlier: value(earlier.0, field, earlier.1),
            later: value(later.0, field, later.1), resolution: resolution, loserKept: loserKept))
    }

    private mutating func value(_ text: String, _ field: MergeField, _ origin: Origin) -> MergeConflict.Value {
        let input = inputs[origin.input]
        if placeNodes[origin.input] == nil { placeNodes[origin.input] = input.placeNodes() }
        let nodes = placeNodes[origin.input]!
        let location = origin.place < nodes.count ? MergeInput.location(of: field, in: nodes[origin.place]) : nil
        return MergeConflict.Value(text: text, file: input.file, location: location)
    }
}
