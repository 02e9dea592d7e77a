import PlaceNames

/// Turns the records of one or more JSON documents into places, counting what it reads, keeps and skips.
struct RecordCatalogBuilder {
    let options: JSONRecordOptions
    var report = ImportReport()
    private(set) var places: [String: Place] = [:]
    /// The fields the options name that some record has (after the key strategy).
    private(set) var fieldsSeen: Set<String> = []
    /// The fields the options name; an array, because comparing a key with a few short strings is cheaper
    /// than hashing every key of every record.
    private let wanted: [String]
    private var languages: [String: Language?] = [:]

    init(options: JSONRecordOptions) {
        self.options = options
        wanted = Array(Set(options.namedFields.map(\.field)))
    }

    /// Adds the records of a document: a top-level array, or a GeoJSON FeatureCollection's `features`.
    mutating func add(_ document: JSONDocument, file: String) throws(ImportError) {
        report.filesRead += 1
        let root = document.root
        let records: JSONNode
        if root.kind == .array {
            records = root
        } else if root.kind == .object, let features = root["features"], features.kind == .array {
            records = features
        } else {
            throw .invalid([Diagnostic(
                file: file, location: root.location, severity: .error, code: "not-records",
                message: "expected an array of records or a GeoJSON FeatureCollection, found \(root.kind)")])
        }
        for record in records.elements {
            addRecord(record, level: 0, parentCountry: nil, file: file)
        }
    }

    private mutating func addRecord(_ node: JSONNode, level: Int, parentCountry: String?, file: String) {
        var properties = node
        var geometry: JSONNode?
        if node.kind == .object, node["type"]?.isString("Feature") == true {
            properties = node["properties"] ?? node
            geometry = node["geometry"]
        }
        guard properties.kind == .object else {
            report.skip("record is not an object", at: location(properties, file), value: "\(properties.kind)")
            return
        }
        var fields: [String: JSONNode] = [:]
        var names: [Language: LocalizedName] = [:]
        var nameCount = 0
        var forms: [FormValue] = []
        for member in properties.members {
            let key = member.key
            if let code = options.namePattern.languageCode(in: key) {
                if addName(member.value, code: code, to: &names, file: file) { nameCount += 1 }
                continue
            }
            if let form = form(key: key, value: member.value) {
                forms.append(form)
                continue
            }
            let field = options.keyStrategy?.convert(key) ?? key
            if wanted.contains(field), fields[field] == nil {
                fields[field] = member.value
                fieldsSeen.insert(field)
            }
        }
        for (field, language) in options.fallbackNames where names[language] == nil {
            guard let value = fields[field] else { continue }
            if addName(value, language: language, to: &names, file: file) { nameCount += 1 }
        }
        if !forms.isEmpty { nameCount += addForms(forms, to: &names, file: file) }
        let kind = self.kind(of: properties, level: level, fields: fields, file: file)
        let country = self.country(fields: fields, file: file) ?? parentCountry
        if let kind {
            addPlace(kind: kind, names: names, nameCount: nameCount, country: country, fields: fields,
                     geometry: geometry, record: properties, file: file)
        }
        if level < options.children.count, let children = fields[options.children[level].field] {
            guard children.kind == .array else {
                report.skip("\(options.children[level].field) is not an array", at: location(children, file),
                            value: "\(children.kind)")
                return
            }
            for child in children.elements {
                addRecord(child, level: level + 1, parentCountry: country, file: file)
            }
        }
    }

    private mutating func addPlace(
        kind: PlaceKind, names: [Language: LocalizedName], nameCount: Int, country: String?,
        fields: [String: JSONNode], geometry: JSONNode?, record: JSONNode, file: String
    ) {
        let label = names[.english]?.preferred ?? names.values.first?.preferred ?? ""
        guard let id = placeID(kind: kind, fields: fields, record: record, label: label, file: file) else { return }
        guard !names.isEmpty else {
            report.skip("record has no names", at: location(record, file), value: id)
            return
        }
        var place = Place(id: id, kind: kind, country: country, names: names)
        place.population = population(fields: fields, file: file)
        place.coordinate = coordinate(geometry: geometry, fields: fields, file: file)
        for (system, field) in options.codeFields {
            if let text = fields[field]?.idText { place.codes[system] = text }
        }
        places[id] = place
        report.namesKept += nameCount
    }

    /// `file:line:column` of a node, as skip locations are written.
    func location(_ node: JSONNode, _ file: String) -> String {
        "\(file):\(node.location)"
    }
}

extension RecordCatalogBuilder {
    /// Adds the value of a name key to `names`; returns whether it was kept. An unknown code is reported
    /// whatever its value, so a column of names in an unmapped language is never dropped unnoticed.
    private mutating func addName(
        _ value: JSONNode, code: Substring, to names: inout [Language: LocalizedName], file: String
    ) -> Bool {
        guard var language = language(code: String(code)) else {
            report.namesRead += 1
            let text = value.string ?? value.numberText ?? "\(value.kind)"
            report.skip("unknown language code '\(code)'", at: location(value, file), value: text)
            return false
        }
        if options.detectChineseScript, let text = value.string,
           ChineseScript.isUnscripted(code: code, language: language) {
            language = ChineseScript.language(of: text, stated: language)
        }
        return addName(value, language: language, to: &names, file: file)
    }

    /// Adds one name value in `language` to `names`; returns whether it was kept.
    mutating func addName(
        _ value: JSONNode, language: Language, to names: inout [Language: LocalizedName], file: String
    ) -> Bool {
        report.namesRead += 1
        guard let text = value.string else {
            let reason = value.isNull ? "null name" : "name is \(value.kind), not a string"
            report.skip(reason, at: location(value, file), value: value.isNull ? "null" : "\(value.kind)")
            return false
        }
        guard !ImportSource.isBlank(text) else {
            report.skip("empty name", at: location(value, file), value: "\"\(text)\"")
            return false
        }
        guard var name = names[language] else {
            names[language] = LocalizedName(text)
            return true
        }
        guard name.add(text, as: .preferred) else {
            report.skip("same name twice", at: location(value, file), value: text)
            return false
        }
        names[language] = name
        return true
    }

    /// The form a key holds, if it matches one of the form patterns.
    private func form(key: String, value: JSONNode) -> FormValue? {
        for form in options.formPatterns {
            if let code = form.pattern.languageCode(in: key) {
                return FormValue(kind: form.kind, code: code, value: value)
            }
        }
        return nil
    }

    /// The language of a name key's code, through the overrides, then BCP 47 (`EN`, `zh-Hant`, `th`).
    mutating func language(code: String) -> Language? {
        if let cached = languages[code] { return cached }
        let language = options.languageOverrides[code.lowercased()] ?? Language(bcp47: code)
        languages[code] = language
        return language
    }
}
