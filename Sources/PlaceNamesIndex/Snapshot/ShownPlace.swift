import PlaceNames

/// What answers that list places show of each (`JSONWriter.placeFields`): id, kind, country and the name chosen
/// for the reader, read from a `PlaceRecord` without decoding the rest of the place (its other names, codes,
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
    /// The name `Place.name(in:)` chooses: the chain's first language the place has, else its default name
    /// (language nil: undetermined), else its first language.
    package let name: (language: Language?, preferred: String, isFallback: Bool)?
}

extension PlaceRecord {
    /// The shown fields of the record in `bytes` for a reader whose languages are `chain`, or nil when the
    /// record is damaged.
    static func shown(_ bytes: UnsafeRawBufferPointer, chain: [Language]) -> ShownPlace? {
        var reader = Reader(bytes: bytes)
        guard let id = reader.string(), let kind = reader.string(), let present = reader.byte() else { return nil }
        var country: String?
        if present & 1 != 0 { guard let text = reader.string() else { return nil }; country = text }
        var defaultName: String?
        if present & 8 != 0 { guard let text = reader.string() else { return nil }; defaultName = text }
        var region: String?
        if present & 16 != 0 { guard let text = reader.string() else { return nil }; region = text }
        var population: Int?
        if present & 2 != 0 {
            guard let figure = reader.fixed() else { return nil }
            population = Int(Int64(bitPattern: figure))
        }
        var coordinate: Coordinate?
        if present & 4 != 0 {
            guard let latitude = reader.fixed(), let longitude = reader.fixed() else { return nil }
            coordinate = Coordinate(latitude: Double(bitPattern: latitude), longitude: Double(bitPattern: longitude))
        }
        guard let codeCount = reader.count() else { return nil }
        for _ in 0..<codeCount { guard reader.skipString(), reader.skipString() else { return nil } }
        guard let nameCount = reader.count() else { return nil }
        // The table of (ordinal, entry length) first: the chosen name is found there, then read alone.
        let wanted = chain.map { Int(SearchLanguages.ordinal($0)) }
        var best: (position: Int, ordinal: Int, entry: Int)?
        var entryOffset = 0
        for _ in 0..<nameCount {
            guard let ordinal = reader.varint(), ordinal < SearchLanguages.all.count, let length = reader.varint()
            else { return nil }
            let position = wanted.firstIndex(of: ordinal) ?? chain.count
            if best == nil || position < best!.position { best = (position, ordinal, entryOffset) }
            entryOffset += length
        }
        if let defaultName, best.map({ $0.position >= chain.count }) ?? true {
            return ShownPlace(id: id, kind: kind, country: country, region: region, population: population,
                              coordinate: coordinate, name: (nil, defaultName, true))
        }
        var preferred = 0..<0
        if let best {
            guard reader.skip(best.entry), let range = reader.stringRange() else { return nil }
            preferred = range
        }
        let name = best.map { best in
            (language: SearchLanguages.all[best.ordinal],
             preferred: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[preferred]), as: UTF8.self),
             isFallback: best.position != 0 || chain.isEmpty)
        }
        return ShownPlace(id: id, kind: kind, country: country, region: region, population: population,
                          coordinate: coordinate, name: name)
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
