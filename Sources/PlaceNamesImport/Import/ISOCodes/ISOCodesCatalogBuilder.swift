import PlaceNames

/// Gathers iso-codes' places, their English names from the JSON tables and the translations of those names.
///
/// A translation's msgid is an English name from the tables; it names every place that has that name
/// (`Central` is a subdivision of nine countries), in the role the name has there (preferred or variant).
struct ISOCodesCatalogBuilder {
    var report = ImportReport()
    private var placesByID: [String: Place] = [:]
    private var names: [String: [Language: PendingName]] = [:]
    private var targets: [ISOCodesImporter.Part: [String: [Target]]] = [:]
    private var english: [(target: Target, text: String, location: String)] = []

    private struct Target {
        var id: String
        var kind: NameKind
        /// Where the name stands among the place's names in the table (name before official name), so every
        /// language lists its variants in the same order whatever order its file has.
        var rank: Int
    }

    /// A name being gathered: the preferred form may arrive after a variant.
    private struct PendingName {
        var preferred: String?
        var variants: [(text: String, rank: Int)] = []

        func contains(_ text: String) -> Bool {
            preferred.map { $0.unicodeScalars.elementsEqual(text.unicodeScalars) } == true
                || variants.contains { $0.text.unicodeScalars.elementsEqual(text.unicodeScalars) }
        }
    }

    /// Adds the countries; `common_name` (Bolivia) is preferred over `name` (Bolivia, Plurinational State of),
    /// which becomes a variant, as does `official_name`.
    mutating func addCountries(_ countries: [ISOCodesTables.Country], file: String) {
        for (index, country) in countries.enumerated() {
            let location = "\(file): 3166-1[\(index)]"
            // The CLDR importer's ids, kinds and codes, so the two catalogs merge place by place.
            guard let territory = CLDRPlaceID.territory(country.alpha2), territory.kind == .country else {
                report.skip("alpha_2 is not an ISO 3166-1 country code", at: location, value: country.alpha2)
                continue
            }
            let id = territory.id
            placesByID[id] = Place(id: id, kind: territory.kind, country: country.alpha2, codes: territory.codes)
            register(country.commonName ?? country.name, as: .preferred, rank: 0, of: id, part: .countries,
                     location: location)
            if country.commonName != nil {
                register(country.name, as: .variant, rank: 1, of: id, part: .countries, location: location)
            }
            if let official = country.officialName {
                register(official, as: .variant, rank: 2, of: id, part: .countries, location: location)
            }
        }
    }

    /// Adds the subdivisions: `region`, or `district` when the table gives a parent subdivision.
    mutating func addSubdivisions(_ list: [ISOSubdivisionTable.Subdivision], file: String) {
        let table = ISOSubdivisionTable(list)
        for (index, subdivision) in list.enumerated() {
            let id = "iso3166-2:\(subdivision.code)"
            placesByID[id] = Place(id: id, kind: table.kind(of: subdivision.code),
                                   country: String(subdivision.code.prefix(2)), codes: [.iso3166_2: subdivision.code])
            register(subdivision.name, as: .preferred, rank: 0, of: id, part: .subdivisions,
                     location: "\(file): 3166-2[\(index)]")
        }
    }

    private mutating func register(_ text: String, as kind: NameKind, rank: Int, of id: String,
                                   part: ISOCodesImporter.Part, location: String) {
        let target = Target(id: id, kind: kind, rank: rank)
        targets[part, default: [:]][text, default: []].append(target)
        english.append((target, text, location))
        report.namesRead += 1
    }

    /// Adds one locale's translations of one table's names.
    mutating func addTranslations(_ file: MOFile, language: Language, part: ISOCodesImporter.Part, path: String) {
        let table = targets[part] ?? [:]
        for entry in file.messages {
            // Built only for a skip or a note: most entries need none.
            func location() -> String { "\(path): msgid \"\(entry.original)\"" }
            guard let found = table[entry.original], entry.context == nil else {
                report.namesRead += 1
                report.skip("msgid names nothing in iso_3166-\(part == .countries ? 1 : 2).json", at: location(),
                            value: entry.translation)
                continue
            }
            report.namesRead += found.count
            if ImportSource.isBlank(entry.translation) {
                for _ in found { report.skip("untranslated (empty msgstr)", at: location(), value: entry.original) }
                continue
            }
            if language != .english, entry.translation.unicodeScalars.elementsEqual(entry.original.unicodeScalars) {
                report.note("translation equal to the English name (kept)", at: location(), value: entry.translation)
            }
            for target in found {
                add(entry.translation, target: target, language: language, location: location())
            }
        }
    }

    /// Adds the tables' own names as English, after any `en` translations: where `en` gives a different
    /// English name (`Bayern` → `Bavaria`), the ISO name (often in the local language) becomes a variant.
    mutating func addEnglishNames() {
        for (target, text, location) in english {
            add(text, target: target, language: .english, location: location)
        }
        english = []
    }

    private mutating func add(_ text: String, target: Target, language: Language, location: @autoclosure () -> String) {
        guard let text = report.cleanName(text, at: location()) else { return }
        var name = names[target.id]?[language] ?? PendingName()
        guard !name.contains(text) else {
            report.skip("same name twice for the place", at: location(), value: "\(target.id): \(text)")
            return
        }
        if target.kind == .preferred, name.preferred == nil {
            name.preferred = text
        } else {
            // The en translation's name came first: the table's own name follows it.
            name.variants.append((text, target.kind == .preferred ? -1 : target.rank))
        }
        names[target.id, default: [:]][language] = name
        report.namesKept += 1
    }

    /// The places in id order; a language whose translations gave only variants takes the first as preferred.
    func places() -> [Place] {
        placesByID.keys.sorted(by: ImportSource.idOrder).map { id in
            var place = placesByID[id]!
            for (language, pending) in names[id] ?? [:] {
                var variants = pending.variants.enumerated()
                    .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
                    .map(\.element.text)
                guard let preferred = pending.preferred ?? (variants.isEmpty ? nil : variants.removeFirst()) else {
                    continue
                }
                place.names[language] = LocalizedName(preferred, variants: variants)
            }
            // ISO 3166's own names are its English ones (iso-codes' `common_name` first, as the English name).
            place.defaultName = place.names[.english]?.preferred
            return place
        }
    }
}
