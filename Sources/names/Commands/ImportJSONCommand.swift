import ArgumentParser
import PlaceNames

struct ImportJSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Import places from JSON or GeoJSON records whose names sit in keys like NAME_EN or name:th.",
        discussion: """
            A source is an array of records or a GeoJSON FeatureCollection. Fields are named as the file spells \
            them, or in lowerCamelCase with --key-strategy. Ids are the first present of the --id-field fields, \
            each after its --id-prefix (given in the same order); '{kind}' in a prefix becomes the record's kind.

            Examples:
              names import geojson ne_10m_populated_places.json --names natural-earth --fallback-name NAME=english \\
                --id-field wikidataid --id-prefix wikidata: --id-field GEONAMEID --id-prefix geonames: \\
                --id-field wof_id --id-prefix wof: --kind-field FEATURECLA --kind-map natural-earth \\
                --country-field ISO_A2 --population-field POP_MAX \\
                --code wikidata=wikidataid --code geonames=GEONAMEID -o ne.json
              names import json provinces_nested.json --names snake --kind region --country TH \\
                --id-prefix 'th-admin:{kind}:' --children districts:district,sub_districts:subdistrict \\
                --latitude-field lat --longitude-field long -o thai-admin.json
            """,
        aliases: ["geojson"]
    )

    @Argument(help: "JSON or GeoJSON files.")
    var sources: [String]

    @Option(help: "Which keys hold names: natural-earth (NAME_EN), osm (name:th), snake (name_th).")
    var names: String?

    @Option(help: "Which keys hold names, with {lang} where the language code is: 'NAME_{lang}', 'name:{lang}'.")
    var namePattern: String?

    @Option(help: "A field whose value is the name in a language when no name key gave one (repeatable): NAME=english.")
    var fallbackName: [String] = []

    @Option(help: "A field that holds the id (repeatable, first present wins). Default: id.")
    var idField: [String] = []

    @Option(help: "Text before the id, one per --id-field in order ('wikidata:', 'th-admin:{kind}:').")
    var idPrefix: [String] = []

    @Option(help: "The kind of every top-level record (city, region...).")
    var kind: String?

    @Option(help: "A field whose value is the kind.")
    var kindField: String?

    @Option(help: "Maps a --kind-field value to a kind (repeatable): 'Populated place=city', or natural-earth.")
    var kindMap: [String] = []

    @Option(help: "Nested child records and their kinds: districts:district,sub_districts:subdistrict.")
    var children: String?

    @Option(help: "The ISO 3166-1 alpha-2 country of every place.")
    var country: String?

    @Option(help: "A field holding the ISO 3166-1 alpha-2 country code.")
    var countryField: String?

    @Option(help: "A field holding the population.")
    var populationField: String?

    @Option(help: "A field holding the latitude (GeoJSON Point geometries are read without it).")
    var latitudeField: String?

    @Option(help: "A field holding the longitude.")
    var longitudeField: String?

    @Option(help: "A cross-reference code and its field (repeatable): wikidata=wikidataid.")
    var code: [String] = []

    @Option(help: "How the file spells keys, so fields are named in lowerCamelCase: pascal, upper-snake, kebab, snake.")
    var keyStrategy: RecordKeyStrategy?

    @Option(help: "The language of a name key's code (repeatable): ZH=chinese-traditional.")
    var language: [String] = []

    @OptionGroup var common: ImportOutputOptions

    func run() throws {
        let options = try makeOptions()
        try common.finish { () throws(ImportError) in
            try JSONRecordImporter(options: options).run(files: sources)
        }
    }

    func makeOptions() throws -> JSONRecordOptions {
        var options = JSONRecordOptions(namePattern: try namePatternOption(), kind: try kindRule())
        if !idField.isEmpty || !idPrefix.isEmpty {
            let fields = idField.isEmpty ? ["id"] : idField
            guard idPrefix.count <= fields.count else {
                throw ValidationError("more --id-prefix than --id-field options: give one prefix per id field, in order")
            }
            options.idFields = fields.enumerated().map {
                IDField($1, prefix: $0 < idPrefix.count ? idPrefix[$0] : "")
            }
        }
        if let children {
            guard let levels = ChildLevel.list(children) else {
                throw ValidationError("--children '\(children)': expected field:kind pairs, e.g. districts:district,sub_districts:subdistrict")
            }
            options.children = levels
        }
        guard country == nil || countryField == nil else {
            throw ValidationError("give either --country or --country-field, not both")
        }
        options.country = country
        options.countryField = countryField
        options.populationField = populationField
        guard (latitudeField == nil) == (longitudeField == nil) else {
            throw ValidationError("give --latitude-field and --longitude-field together")
        }
        options.latitudeField = latitudeField
        options.longitudeField = longitudeField
        for entry in code {
            let (system, field) = try pair(entry, option: "--code")
            options.codeFields[CodeSystem(rawValue: system)] = field
        }
        for entry in fallbackName {
            let (field, name) = try pair(entry, option: "--fallback-name")
            options.fallbackNames.append((field, try language(name, option: "--fallback-name")))
        }
        for entry in language {
            let (key, name) = try pair(entry, option: "--language")
            options.languageOverrides[key.lowercased()] = try language(name, option: "--language")
        }
        options.keyStrategy = keyStrategy
        options.source = common.source(files: sources)
        options.generatedBy = "names import json"
        return options
    }

    private func namePatternOption() throws -> NameKeyPattern {
        switch (names, namePattern) {
        case (let preset?, nil):
            guard let pattern = NameKeyPattern.presets[preset] else {
                throw ValidationError("--names '\(preset)': use natural-earth, osm or snake, or --name-pattern 'NAME_{lang}'")
            }
            return pattern
        case (nil, let text?):
            guard let pattern = NameKeyPattern(text) else {
                throw ValidationError("--name-pattern '\(text)': put {lang} where the language code is, e.g. 'name:{lang}'")
            }
            return pattern
        case (nil, nil):
            throw ValidationError("say which keys hold names: --names natural-earth|osm|snake or --name-pattern 'NAME_{lang}'")
        case (_?, _?):
            throw ValidationError("give either --names or --name-pattern, not both")
        }
    }

    private func kindRule() throws -> PlaceKindRule {
        switch (kind, kindField) {
        case (let kind?, nil):
            guard kindMap.isEmpty else { throw ValidationError("--kind-map needs --kind-field") }
            return .fixed(PlaceKind(rawValue: kind))
        case (nil, let field?):
            var mapping: [String: PlaceKind] = [:]
            for entry in kindMap {
                if entry == "natural-earth", case .field(_, let preset) = PlaceKindRule.naturalEarth {
                    mapping.merge(preset) { _, new in new }
                    continue
                }
                let (value, kind) = try pair(entry, option: "--kind-map", separator: "=", last: true)
                mapping[value] = PlaceKind(rawValue: kind)
            }
            return .field(field, mapping: mapping)
        case (nil, nil):
            throw ValidationError("say what kind the places are: --kind city, or --kind-field FEATURECLA")
        case (_?, _?):
            throw ValidationError("give either --kind or --kind-field, not both")
        }
    }

    private func language(_ text: String, option: String) throws -> Language {
        do {
            return try Language.parse(text)
        } catch {
            throw ValidationError("\(option): \(error)")
        }
    }

    /// Splits `key=value` at its first (or last) `=`.
    private func pair(_ entry: String, option: String, separator: Character = "=", last: Bool = false) throws
        -> (String, String)
    {
        guard let index = last ? entry.lastIndex(of: separator) : entry.firstIndex(of: separator),
              index != entry.startIndex, entry.index(after: index) != entry.endIndex else {
            throw ValidationError("\(option) '\(entry)': expected KEY\(separator)VALUE")
        }
        return (String(entry[..<index]), String(entry[entry.index(after: index)...]))
    }
}

extension RecordKeyStrategy: ExpressibleByArgument {}
