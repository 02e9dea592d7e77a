import PlaceNames

/// The place fields of a record other than names: id, kind, country, population and position.
extension RecordCatalogBuilder {
    /// The record's id from the first id field with a value whose id no earlier record took; nil (skipped,
    /// with the reason) when there is none.
    mutating func placeID(
        kind: PlaceKind, fields: [String: JSONNode], record: JSONNode, label: String, file: String
    ) -> String? {
        var taken: [String] = []
        for idField in options.idFields {
            guard let value = fields[idField.field]?.idText else { continue }
            let id = idField.id(value: value, kind: kind)
            guard places[id] == nil else {
                taken.append(id)
                continue
            }
            if let first = taken.first {
                report.note("id taken by an earlier record, used the next id field",
                            at: location(record, file), value: "\(first) → \(id) \(label)")
            }
            return id
        }
        if taken.isEmpty {
            let names = options.idFields.map(\.field).joined(separator: ", ")
            report.skip("no id (\(names) missing or empty)", at: location(record, file), value: label)
        } else {
            report.skip("duplicate id", at: location(record, file), value: "\(taken[0]) \(label)")
        }
        return nil
    }

    /// The record's kind: its level's kind for nested records, else the fixed kind or the mapped field value.
    mutating func kind(of record: JSONNode, level: Int, fields: [String: JSONNode], file: String) -> PlaceKind? {
        if level > 0 { return options.children[level - 1].kind }
        switch options.kind {
        case .fixed(let kind):
            return kind
        case .field(let field, let mapping):
            guard let value = fields[field]?.string, !ImportSource.isBlank(value) else {
                report.skip("no kind (\(field) missing or empty)", at: location(record, file), value: "")
                return nil
            }
            return mapping[value] ?? PlaceKindRule.slug(value)
        }
    }

    /// The fixed country, or the country field's value when it is an ISO 3166-1 alpha-2 code.
    mutating func country(fields: [String: JSONNode], file: String) -> String? {
        if let country = options.country { return country }
        guard let field = options.countryField, let node = fields[field], !node.isNull else { return nil }
        guard let code = node.string, code.utf8.count == 2, code.utf8.allSatisfy({ (65...90).contains($0) }) else {
            report.skip("country is not an ISO 3166-1 alpha-2 code", at: location(node, file),
                        value: node.string ?? node.numberText ?? "\(node.kind)")
            return nil
        }
        return code
    }

    mutating func population(fields: [String: JSONNode], file: String) -> Int? {
        guard let field = options.populationField, let node = fields[field], !node.isNull else { return nil }
        guard let value = node.wholeNumber, value >= 0 else {
            report.skip("population is not a whole number ≥ 0", at: location(node, file),
                        value: node.numberText ?? node.string ?? "\(node.kind)")
            return nil
        }
        return value
    }

    /// A GeoJSON Point's position, else the latitude and longitude fields'.
    mutating func coordinate(geometry: JSONNode?, fields: [String: JSONNode], file: String) -> Coordinate? {
        var latitude: Double?
        var longitude: Double?
        var node: JSONNode?
        if let geometry, geometry["type"]?.isString("Point") == true, let position = geometry["coordinates"] {
            longitude = position[0]?.double
            latitude = position[1]?.double
            node = position
        } else if let latitudeField = options.latitudeField, let longitudeField = options.longitudeField,
                  let latitudeNode = fields[latitudeField], let longitudeNode = fields[longitudeField] {
            if latitudeNode.isNull && longitudeNode.isNull { return nil }
            latitude = latitudeNode.looseDouble
            longitude = longitudeNode.looseDouble
            node = latitudeNode
        }
        guard let node else { return nil }
        guard let lat = latitude, let lon = longitude, (-90.0...90.0).contains(lat), (-180.0...180.0).contains(lon)
        else {
            let text = [latitude, longitude].map { $0.map { "\($0)" } ?? "?" }.joined(separator: ", ")
            report.skip("position is not a latitude and longitude in range", at: location(node, file), value: text)
            return nil
        }
        return Coordinate(latitude: lat, longitude: lon)
    }
}
