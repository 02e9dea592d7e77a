import PlaceNames

/// What answers that list places show of each (`JSONWriter.placeFields`): id, kind, country, the context fields
/// (region, population, coordinate, time zone) and the name chosen for the reader, read from a `PlaceRecord` without decoding the rest of the place (its other names, codes,
/// aliases), which search results and listings would otherwise pay for on every hit.
package struct ShownPlace: Sendable {
    package let id: String
    package let kind: String
    package let country: String?
    /// The id of the first-level region the place lies in, for its label.
    package var region: String? = nil
    /// How many people live there, when the source says.
    package var population: Int? = nil
    /// Where the place is, when the source says.
    package var coordinate: Coordinate? = nil
    /// The IANA time zone the place lies in (`Asia/Bangkok`), when the source says: `Place.timeZone`.
    package var timeZone: String? = nil
    /// The name `Place.name(in:)` chooses: the chain's first language the place has, else its default name
    /// (language nil: undetermined), else its first language.
    package let name: (language: Language?, preferred: String, isFallback: Bool)?
}

extension PlaceRecord {
    /// The shown fields of the record in `bytes` for a reader whose languages are `chain`, or nil when the
    /// record is damaged.
    static func shown(_ bytes: UnsafeRawBufferPointer, chain: [Language]) -> ShownPlace? {
        guard let fields = ShownFields(bytes, chain: chainOrdinals(chain)) else { return nil }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let name = fields.name.map { name in
            (language: name.ordinal.map { SearchLanguages.all[$0] }, preferred: text(name.text),
             isFallback: name.isFallback)
        }
        return ShownPlace(id: text(fields.id), kind: text(fields.kind), country: fields.country.map(text),
                          region: fields.region.map(text), population: fields.population,
                          coordinate: fields.coordinate, timeZone: fields.timeZone.map(text), name: name)
    }

    /// The id and the name shown (`shown(_:chain:)`'s) of the record in `bytes` to a reader whose languages have
    /// the ordinals `chain` (`chainOrdinals`), as UTF-8; nil when the record is damaged, or the name when it has
    /// none. For comparing many places by name without making the strings of their other fields.
    static func idAndShownName(_ bytes: UnsafeRawBufferPointer, chain: [Int])
        -> (id: UnsafeRawBufferPointer, name: UnsafeRawBufferPointer?)?
    {
        guard let fields = ShownFields(bytes, chain: chain) else { return nil }
        return (UnsafeRawBufferPointer(rebasing: bytes[fields.id]),
                fields.name.map { UnsafeRawBufferPointer(rebasing: bytes[$0.text]) })
    }

    /// The `SearchLanguages` ordinals of `chain`'s languages, as the record's name table numbers them.
    static func chainOrdinals(_ chain: [Language]) -> [Int] { chain.map { Int(SearchLanguages.ordinal($0)) } }
}

/// Where a record's shown fields lie in its bytes, and which name is shown: read once for `ShownPlace`, or for
/// only the id and name.
private struct ShownFields {
    var id: Range<Int>
    var kind: Range<Int>
    var country: Range<Int>?
    var region: Range<Int>?
    var population: Int?
    var coordinate: Coordinate?
    var timeZone: Range<Int>?
    /// The name shown: its language's ordinal (nil for the default name), its text, and whether it is not in
    /// the chain's first language.
    var name: (ordinal: Int?, text: Range<Int>, isFallback: Bool)?

    /// - Parameter chain: the reader's languages as `PlaceRecord.chainOrdinals` numbers them.
    init?(_ bytes: UnsafeRawBufferPointer, chain: [Int]) {
        var reader = PlaceRecord.Reader(bytes: bytes)
        guard let id = reader.stringRange(), let kind = reader.stringRange(), let present = reader.byte() else {
            return nil
        }
        self.id = id
        self.kind = kind
        if present & 1 != 0 { guard let text = reader.stringRange() else { return nil }; country = text }
        var defaultName: Range<Int>?
        if present & 8 != 0 { guard let text = reader.stringRange() else { return nil }; defaultName = text }
        if present & 16 != 0 { guard let text = reader.stringRange() else { return nil }; region = text }
        if present & 2 != 0 {
            guard let figure = reader.fixed() else { return nil }
            population = Int(Int64(bitPattern: figure))
        }
        if present & 4 != 0 {
            guard let latitude = reader.fixed(), let longitude = reader.fixed() else { return nil }
            coordinate = Coordinate(latitude: Double(bitPattern: latitude), longitude: Double(bitPattern: longitude))
        }
        if present & 32 != 0 { guard let text = reader.stringRange() else { return nil }; timeZone = text }
        guard let codeCount = reader.count() else { return nil }
        for _ in 0..<codeCount { guard reader.skipString(), reader.skipString() else { return nil } }
        guard let nameCount = reader.count() else { return nil }
        // The table of (ordinal, entry length) first: the chosen name is found there, then read alone.
        var best: (position: Int, ordinal: Int, entry: Int)?
        var entryOffset = 0
        for read in 0..<nameCount {
            guard let ordinal = reader.varint(), ordinal < SearchLanguages.all.count, let length = reader.varint()
            else { return nil }
            let position = chain.firstIndex(of: ordinal) ?? chain.count
            if best == nil || position < best!.position { best = (position, ordinal, entryOffset) }
            entryOffset += length
            // A name in the reader's first language is the one shown: the rest of the table is passed over.
            if position == 0 {
                guard reader.skipVarints(2 * (nameCount - read - 1)) else { return nil }
                break
            }
        }
        if let defaultName, best.map({ $0.position >= chain.count }) ?? true {
            name = (nil, defaultName, true)
        } else if let best {
            guard reader.skip(best.entry), let text = reader.stringRange() else { return nil }
            name = (best.ordinal, text, best.position != 0 || chain.isEmpty)
        }
    }
}

extension PlaceRecord {
    /// The kind of the record in `bytes` alone, or nil when the record is damaged.
    static func kind(_ bytes: UnsafeRawBufferPointer) -> String? {
        var reader = Reader(bytes: bytes)
        guard reader.skipString() else { return nil }
        return reader.string()
    }
}

extension PlaceTable {
    /// The shown fields of the place at `position` for `chain` (`ShownPlace`); a damaged record shows as
    /// `subscript` reads it.
    package func shown(_ position: Int, chain: [Language]) -> ShownPlace {
        if let shown = PlaceRecord.shown(record(position), chain: chain) { return shown }
        return ShownPlace(id: "", kind: "unreadable", country: nil, name: nil)
    }
}
