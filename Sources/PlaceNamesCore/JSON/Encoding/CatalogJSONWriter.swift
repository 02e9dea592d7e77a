/// Writes a catalog's canonical JSON straight from the model: the bytes `CanonicalJSONEncoder` gives for it (fields
/// in `CatalogSchema`'s order, dictionaries in code point order of their keys, optional fields left out when nil,
/// `codes` and `aliases` when empty), without Codable's boxes and casts. A translation import rewrites hundreds of
/// catalog files, and encoding through Codable was most of its time; `CatalogJSONWriterTests` holds the two equal
/// on every shipped catalog.
struct CatalogJSONWriter {
    private var out = CanonicalJSONWriter()
    private let layout: CatalogLayout
    /// Whether the value being written goes on its current line, without line breaks and indents.
    private var compact = false

    private init(layout: CatalogLayout) { self.layout = layout }

    /// Each language's position in code point order of the raw values: the order of a catalog's `names` keys.
    private static let languageRank: [Language: Int] = Dictionary(uniqueKeysWithValues: Language.allCases
        .sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }.enumerated().map { ($1, $0) })

    static func bytes(of catalog: Catalog, layout: CatalogLayout = .indented) throws -> [UInt8] {
        var writer = CatalogJSONWriter(layout: layout)
        writer.out.output.reserveCapacity(catalog.places.count * 512)
        try writer.write(catalog)
        writer.out.output.append(0x0A)
        return writer.out.output
    }

    private mutating func write(_ catalog: Catalog) throws {
        open("{")
        key("format", 2, first: true); string(Catalog.formatName)
        key("version", 2); raw(String(catalog.version))
        key("metadata", 2); write(catalog.metadata)
        key("places", 2)
        if catalog.places.isEmpty { raw("[]") } else {
            open("[")
            for (position, place) in catalog.places.enumerated() {
                separator(first: position == 0, indent: 4)
                compact = layout == .placePerLine
                try write(place)
                compact = false
            }
            close("]", indent: 2)
        }
        close("}", indent: 0)
    }

    private mutating func write(_ metadata: CatalogMetadata) {
        open("{")
        var first = true
        if let generatedBy = metadata.generatedBy { key("generatedBy", 4, first: true); string(generatedBy); first = false }
        key("sources", 4, first: first)
        if metadata.sources.isEmpty { raw("[]") } else {
            open("[")
            for (position, source) in metadata.sources.enumerated() {
                separator(first: position == 0, indent: 6)
                open("{")
                key("name", 8, first: true); string(source.name)
                if let version = source.version { key("version", 8); string(version) }
                if let licence = source.licence { key("licence", 8); string(licence) }
                if let url = source.url { key("url", 8); string(url) }
                close("}", indent: 6)
            }
            close("]", indent: 4)
        }
        close("}", indent: 2)
    }

    private mutating func write(_ place: Place) throws {
        open("{")
        key("id", 6, first: true); string(place.id)
        key("kind", 6); string(place.kind.rawValue)
        if let defaultName = place.defaultName { key("defaultName", 6); string(defaultName) }
        if let country = place.country { key("country", 6); string(country) }
        if let region = place.region { key("region", 6); string(region) }
        if let coordinate = place.coordinate {
            key("coordinate", 6)
            open("{")
            key("latitude", 8, first: true); try number(coordinate.latitude)
            key("longitude", 8); try number(coordinate.longitude)
            close("}", indent: 6)
        }
        if let population = place.population { key("population", 6); raw(String(population)) }
        if let timeZone = place.timeZone { key("timeZone", 6); string(timeZone) }
        if !place.codes.isEmpty {
            key("codes", 6)
            open("{")
            let codes = place.codes.sorted { $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8) }
            for (position, (system, value)) in codes.enumerated() {
                key(system.rawValue, 8, first: position == 0); string(value)
            }
            close("}", indent: 6)
        }
        key("names", 6)
        if place.names.isEmpty { raw("{}") } else {
            open("{")
            // Ranked once per name, not per comparison: a raw value is a new String each time it is asked for.
            let names = place.names.map { (rank: Self.languageRank[$0.key] ?? Int.max, language: $0.key, name: $0.value) }
                .sorted { $0.rank < $1.rank }
            for (position, entry) in names.enumerated() {
                key(entry.language.rawValue, 8, first: position == 0)
                write(entry.name)
            }
            close("}", indent: 6)
        }
        if !place.aliases.isEmpty { key("aliases", 6); strings(place.aliases, indent: 6) }
        close("}", indent: 4)
    }

    private mutating func write(_ name: LocalizedName) {
        guard !name.isPlain else { return string(name.preferred) }
        open("{")
        key("preferred", 10, first: true); string(name.preferred)
        for kind in NameKind.alternates where !name[kind].isEmpty {
            key(kind.rawValue, 10); strings(name[kind], indent: 10)
        }
        close("}", indent: 8)
    }

    private mutating func strings(_ values: [String], indent: Int) {
        open("[")
        for (position, value) in values.enumerated() {
            separator(first: position == 0, indent: indent + 2)
            string(value)
        }
        close("]", indent: indent)
    }

    /// The shortest round-trip form, as `CanonicalJSONEncoder` writes floating-point numbers.
    private mutating func number(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "\(value) cannot be written as JSON (only finite numbers can)"))
        }
        raw(value.description)
    }

    private mutating func key(_ name: String, _ indent: Int, first: Bool = false) {
        separator(first: first, indent: indent)
        out.writeString(name)
        out.output.append(UInt8(ascii: ":"))
        if !compact { out.output.append(0x20) }
    }

    private mutating func separator(first: Bool, indent: Int) {
        if !first { out.output.append(UInt8(ascii: ",")) }
        guard !compact else { return }
        out.output.append(0x0A)
        out.output.append(contentsOf: repeatElement(0x20, count: indent))
    }

    private mutating func open(_ bracket: Unicode.Scalar) { out.output.append(UInt8(ascii: bracket)) }

    private mutating func close(_ bracket: Unicode.Scalar, indent: Int) {
        guard !compact else { return out.output.append(UInt8(ascii: bracket)) }
        out.output.append(0x0A)
        out.output.append(contentsOf: repeatElement(0x20, count: indent))
        out.output.append(UInt8(ascii: bracket))
    }

    private mutating func string(_ text: String) { out.writeString(text) }
    private mutating func raw(_ text: String) { out.output.append(contentsOf: text.utf8) }
}
