import ArgumentParser
import PlaceNames
import PlaceNamesImport

/// Turning the command line into `JSONRecordOptions`, with errors that say what to type instead.
extension ImportJSONCommand {
    func makeOptions() throws -> JSONRecordOptions {
        var options = JSONRecordOptions(namePattern: try namePatternOption(), kind: try kindRule())
        if !idField.isEmpty || !idPrefix.isEmpty {
            let fields = idField.isEmpty ? ["id"] : idField
            guard idPrefix.count <= fields.count else {
                throw ValidationError(
                    "more --id-prefix than --id-field options: give one prefix per id field, in order")
            }
            options.idFields = fields.enumerated().map {
                IDField($1, prefix: $0 < idPrefix.count ? idPrefix[$0] : "")
            }
        }
        if let children {
            guard let levels = ChildLevel.list(children) else {
                throw ValidationError("--children '\(children)': expected field:kind pairs, "
                    + "e.g. districts:district,sub_districts:subdistrict")
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
        for entry in form {
            if entry == "osm" {
                options.formPatterns += NameFormPattern.openStreetMap
                continue
            }
            let (kindText, patternText) = try pair(entry, option: "--form")
            let kind = NameKind(rawValue: kindText == "variant" ? "variants" : kindText)
            guard let kind, kind != .preferred else {
                throw ValidationError("--form '\(entry)': the kind is short, variants, colloquial or historic")
            }
            guard let pattern = NameKeyPattern(patternText) else {
                throw ValidationError("--form '\(entry)': put {lang} where the language code is, e.g. old_name:{lang}")
            }
            options.formPatterns.append(NameFormPattern(pattern, kind: kind))
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
        options.detectChineseScript = detectChineseScript
        options.source = common.source(files: sources)
        options.generatedBy = "names import json"
        return options
    }

    private func namePatternOption() throws -> NameKeyPattern {
        switch (names, namePattern) {
        case (let preset?, nil):
            guard let pattern = NameKeyPattern.presets[preset] else {
                throw ValidationError(
                    "--names '\(preset)': use natural-earth, osm or snake, or --name-pattern 'NAME_{lang}'")
            }
            return pattern
        case (nil, let text?):
            guard let pattern = NameKeyPattern(text) else {
                throw ValidationError(
                    "--name-pattern '\(text)': put {lang} where the language code is, e.g. 'name:{lang}'")
            }
            return pattern
        case (nil, nil):
            throw ValidationError(
                "say which keys hold names: --names natural-earth|osm|snake or --name-pattern 'NAME_{lang}'")
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
