import PlaceNames

/// Turns the rows of names CSV files into places.
struct CSVCatalogBuilder {
    var report = ImportReport()
    var places: [String: Place] = [:]

    mutating func add(_ bytes: [UInt8], file: String) throws(ImportError) {
        report.filesRead += 1
        let records: [[CSVParser.Field]]
        do {
            records = try CSVParser.records(bytes)
        } catch {
            throw .invalid([Diagnostic(file: file, location: error.location, severity: .error, code: "csv-syntax",
                                       message: error.message)])
        }
        guard let first = records.first else {
            throw .invalid([Diagnostic(file: file, severity: .error, code: "csv-header",
                                       message: "empty file: expected a header id,kind,<language>...")])
        }
        let header: CSVHeader
        switch CSVHeader.read(first, file: file) {
        case .success(let read): header = read
        case .failure(let error): throw error
        }
        for row in records.dropFirst() {
            add(row, header: header, file: file)
        }
    }

    private mutating func add(_ row: [CSVParser.Field], header: CSVHeader, file: String) {
        let at = "\(file):\(row[0].location)"
        guard row.count == header.columns.count else {
            report.skip("row has \(row.count) fields, the header has \(header.columns.count)", at: at,
                        value: row.map(\.text).joined(separator: ","))
            return
        }
        var place = Place(id: "", kind: "")
        var nameCount = 0
        var latitude: CSVParser.Field?
        var longitude: CSVParser.Field?
        for (column, field) in zip(header.columns, row) {
            let text = field.text
            switch column {
            case .id: place.id = text
            case .invalid: break
            case .kind: place.kind = PlaceKind(rawValue: text)
            case .country: place.country = text.isEmpty ? nil : text
            case .population: place.population = population(field, file: file)
            case .latitude: latitude = field.text.isEmpty ? nil : field
            case .longitude: longitude = field.text.isEmpty ? nil : field
            case .name(let language):
                report.namesRead += 1
                if ImportSource.isBlank(text) {
                    report.skip("empty name", at: "\(file):\(field.location)", value: "\"\(text)\"")
                } else {
                    place.names[language] = LocalizedName(text)
                    nameCount += 1
                }
            }
        }
        place.coordinate = coordinate(latitude: latitude, longitude: longitude, file: file)
        if ImportSource.isBlank(place.id) || ImportSource.isBlank(place.kind.rawValue) {
            report.skip(ImportSource.isBlank(place.id) ? "no id" : "no kind", at: at,
                        value: row.map(\.text).joined(separator: ","))
        } else if places[place.id] != nil {
            report.skip("duplicate id", at: at, value: place.id)
        } else if place.names.isEmpty {
            report.skip("row has no names", at: at, value: place.id)
        } else {
            places[place.id] = place
            report.namesKept += nameCount
        }
    }

    private mutating func population(_ field: CSVParser.Field, file: String) -> Int? {
        guard !field.text.isEmpty else { return nil }
        guard let value = Int(field.text), value >= 0 else {
            report.skip("population is not a whole number ≥ 0", at: "\(file):\(field.location)", value: field.text)
            return nil
        }
        return value
    }

    private mutating func coordinate(latitude: CSVParser.Field?, longitude: CSVParser.Field?, file: String)
        -> Coordinate?
    {
        guard let field = latitude ?? longitude else { return nil }
        guard let lat = latitude.flatMap({ Double($0.text) }), let lon = longitude.flatMap({ Double($0.text) }),
              (-90.0...90.0).contains(lat), (-180.0...180.0).contains(lon) else {
            report.skip("position is not a latitude and longitude in range", at: "\(file):\(field.location)",
                        value: "\(latitude?.text ?? ""), \(longitude?.text ?? "")")
            return nil
        }
        return Coordinate(latitude: lat, longitude: lon)
    }
}
