/// Where each place of a catalog file starts in the file's bytes, and each of its fields, names and codes: the
/// side table a read keeps beside the places, so a merge reports its conflicts at a line and column without
/// parsing the file again.
///
/// Recorded by `CatalogReader` on the walk that builds the places (never a second pass over the bytes); for a
/// file the walk cannot read but the Codable decoder can, by a lenient walk of the same document afterwards.
/// Offsets are those of a value's first byte (the opening quote, brace or bracket, or the first digit); a merge
/// turns all of a file's into lines and columns in one pass over the bytes. The map holds 8 bytes per value,
/// far less than the parsed document.
public struct CatalogSourceMap: Sendable {
    /// A value of a place that the map locates.
    public enum Entry: Hashable, Sendable {
        /// The value of one of the place's fields (for `names` and `codes`, the whole object).
        case field(CatalogSchema.PlaceField)
        /// The preferred form of the name in this language: the string, or the name object's `preferred` value.
        case name(Language)
        /// The code in this system.
        case code(CodeSystem)
    }

    /// An entry as stored: a code system by its position in `codeSystems`, so a value takes 8 bytes.
    enum Slot: Hashable, Sendable {
        case field(CatalogSchema.PlaceField)
        case name(Language)
        case code(UInt16)
    }

    /// Per place, in file order: the offset of its object and where its values start in `values`.
    private var places: [(offset: UInt32, firstValue: Int)] = []
    /// Every place's values, place after place, each place's in the order they are written. A key written twice
    /// is recorded twice; look-ups take the first, as `JSONNode`'s subscript does.
    private var values: [(slot: Slot, offset: UInt32)] = []
    /// The code systems seen, each with its position (a catalog uses a handful).
    private var codeSystems: [CodeSystem: UInt16] = [:]

    /// An empty map, to record into.
    init() {}

    /// The map of the catalog in `document`, with the names in `languages` only (every language's when nil).
    /// A document that is not a catalog gives a map of fewer places (none when it has no `places` array).
    public init(document: JSONDocument, languages: Set<Language>? = nil) {
        self = CatalogReader.withReader(over: document, mode: [.goesOn, .maps],
                                        table: languages.map(LanguageKeyTable.init(wanting:)) ?? .all) { reader in
            reader.readCatalog()
            return reader.map
        }
    }

    /// The number of places mapped: the length of the file's `places` array.
    public var placeCount: Int { places.count }

    /// The offset of the place at `place` (its position in `places`); nil past the end.
    public func offset(ofPlace place: Int) -> Int? {
        places.indices.contains(place) ? Int(places[place].offset) : nil
    }

    /// The offset of `entry` in the place at `place`; nil when the place does not have it.
    public func offset(of entry: Entry, inPlace place: Int) -> Int? {
        offsets(of: [entry], inPlace: place)[0]
    }

    /// The offsets of `entries` in the place at `place`, in their order (nil for each the place does not have),
    /// found in one pass over the place's values however many are asked.
    public func offsets(of entries: [Entry], inPlace place: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: entries.count)
        guard places.indices.contains(place) else { return result }
        var wanted: [Slot: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            guard let slot = slot(entry) else { continue }
            wanted[slot, default: []].append(position)
        }
        let end = place + 1 < places.count ? places[place + 1].firstValue : values.count
        for value in values[places[place].firstValue..<end] {
            // The first value for a slot wins: drop the slot once answered.
            guard let positions = wanted.removeValue(forKey: value.slot) else { continue }
            for position in positions { result[position] = Int(value.offset) }
            if wanted.isEmpty { break }
        }
        return result
    }

    private func slot(_ entry: Entry) -> Slot? {
        switch entry {
        case .field(let field): .field(field)
        case .name(let language): .name(language)
        case .code(let system): codeSystems[system].map { .code($0) }
        }
    }

    // Recording, in file order.

    /// Starts the next place, whose object is at `offset`.
    mutating func addPlace(at offset: UInt32) {
        places.append((offset, values.count))
    }

    /// Records a value of the current place.
    mutating func add(_ slot: Slot, at offset: UInt32) {
        values.append((slot, offset))
    }

    /// Records the current place's code in `system`.
    mutating func addCode(_ system: CodeSystem, at offset: UInt32) {
        let position: UInt16
        if let known = codeSystems[system] {
            position = known
        } else {
            // More systems than a UInt16 counts are not located (the conflict keeps the place's location).
            guard codeSystems.count < Int(UInt16.max) else { return }
            position = UInt16(codeSystems.count)
            codeSystems[system] = position
        }
        values.append((.code(position), offset))
    }
}
