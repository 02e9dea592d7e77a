/// The places of one language for translators: every place without a name in it (`missing`), or every place
/// with one (for review), each with its source text and context.
///
/// Order: by catalog file as given, then by population (most first, so the places most people look up are
/// translated first), then by id in code point order.
public struct TranslationExport: Sendable {
    /// The language translated into.
    public let language: Language
    /// The language of the source texts (a place it does not name gives its default name instead).
    public let sourceLanguage: Language
    /// Whether the units are the places without a name in ``language`` (else those with one).
    public let missing: Bool
    /// The units, in export order.
    public let units: [TranslationUnit]
    /// Places that passed the filters but have neither a source-language name nor a default name: left out.
    public let withoutSource: Int

    /// Builds the export from `places`, each paired with the catalog file it was read from.
    public init(places: [(place: Place, file: String)], language: Language, sourceLanguage: Language,
                missing: Bool, options: ExportOptions = ExportOptions()) {
        let all = places.map(\.place)
        let references = PlaceReferences(all)
        let lookUp = { (id: String) in references.position(of: id).map { all[$0] } }
        var units: [(unit: TranslationUnit, order: Int)] = []
        var withoutSource = 0
        var seen = PlaceIDSet(minimumCapacity: places.count)
        var fileOrder: [String: Int] = [:]
        for (place, file) in places where options.includes(place) && seen.insert(place.id) {
            let current = place.names[language]?.preferred
            guard (current == nil) == missing else { continue }
            guard let source = TranslationExport.source(of: place, in: sourceLanguage) else {
                withoutSource += 1
                continue
            }
            let order = fileOrder[file] ?? fileOrder.count
            fileOrder[file] = order
            let label = Place.label(of: place, in: [sourceLanguage], lookUp: lookUp)
                ?? place.defaultName.map { name in
                    LabelStyle.label(
                        name: name, language: nil, kind: place.kind, chain: [sourceLanguage],
                        regionName: { place.region.flatMap(lookUp)?.names[sourceLanguage]?.preferred },
                        countryName: {
                            place.country.flatMap { lookUp("iso3166-1:\($0)") }?.names[sourceLanguage]?.preferred
                        })
                }
            let unit = TranslationUnit(
                id: place.id, source: source.text, sourceIsDefaultName: source.isDefaultName, target: current,
                kind: place.kind, country: place.country, label: label == source.text ? nil : label,
                population: place.population, coordinate: place.coordinate, file: file)
            units.append((unit, order))
        }
        units.sort { a, b in
            if a.order != b.order { return a.order < b.order }
            let (left, right) = (a.unit.population ?? -1, b.unit.population ?? -1)
            if left != right { return left > right }
            return a.unit.id.utf8.lexicographicallyPrecedes(b.unit.id.utf8)
        }
        self.language = language
        self.sourceLanguage = sourceLanguage
        self.missing = missing
        self.units = units.map(\.unit)
        self.withoutSource = withoutSource
    }

    /// The text a translator translates for `place`: its name in `language`, else its default name. The
    /// import compares a translation's source with this to find translations of a name that has changed since.
    public static func source(of place: Place, in language: Language) -> (text: String, isDefaultName: Bool)? {
        if let name = place.names[language]?.preferred { return (name, false) }
        return place.defaultName.map { ($0, true) }
    }

    /// The lines every format's header says: what the file is, where the source comes from, that there are
    /// no plural forms.
    var headerLines: [String] {
        [
            "\(language.rawValue) (\(language.bcp47)) place names "
                + (missing ? "that the catalogs lack, to translate" : "as the catalogs have them, to review")
                + ": \(units.count) from names export (PlaceNames, ICU \(PlaceNames.icuVersion)).",
            "Source text: each place's \(sourceLanguage.rawValue) name; where it has none, its default name "
                + "(its notes say so).",
            "Each entry's key is the place's id: keep it. Place names have no plural forms.",
            "Import the filled file with: names import translations FILE (into Catalogs/ unless told otherwise).",
        ]
    }
}

extension TranslationExport {
    /// The names of `export` as units to review, with English as the source language (the id where a place has
    /// no English name) and no context: what `ExportFormat.xliff` writes for a plain `NameExport`.
    init(reviewing export: NameExport) {
        language = export.language
        sourceLanguage = .english
        missing = false
        withoutSource = 0
        units = export.names.map { name in
            TranslationUnit(id: name.id, source: name.english ?? name.id, sourceIsDefaultName: false,
                            target: name.name, kind: "place", country: nil, label: nil, population: nil,
                            coordinate: nil, file: "names export")
        }
    }
}
