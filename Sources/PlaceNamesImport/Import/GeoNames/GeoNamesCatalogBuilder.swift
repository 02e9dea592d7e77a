import PlaceNames

/// Gathers GeoNames rows by place and language, then builds the places.
struct GeoNamesCatalogBuilder {
    var report = ImportReport()
    /// When set, only its places are imported, with its kinds, countries, positions and populations.
    var table: GeoNamesPlaceTable?
    private var rowsOutsideTable = 0
    private var codes: [Int: [CodeSystem: String]] = [:]
    private var names: [Int: [Language: GeoNamesNameList]] = [:]
    private var languages: [String: Language?] = [:]

    mutating func add(_ bytes: [UInt8], file: String) {
        report.filesRead += 1
        rowsOutsideTable = 0
        defer {
            if rowsOutsideTable > 0 {
                report.note("rows of places not in the --places table, not read", at: file,
                            value: "\(rowsOutsideTable) rows")
            }
        }
        var lineNumber = 0
        var start = 0
        // Line by line without splitting the whole file first: the real file has millions of lines.
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lineNumber += 1
            var line = bytes[start..<end]
            start = end + 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard !line.isEmpty else { continue }
            guard let text = String(validating: line, as: UTF8.self) else {
                report.namesRead += 1
                report.skip("line is not valid UTF-8", at: "\(file):\(lineNumber)",
                            value: String(decoding: line, as: UTF8.self))
                continue
            }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            add(fields, location: "\(file):\(lineNumber)", line: text)
        }
    }

    private mutating func add(_ fields: [Substring], location: String, line: String) {
        if let table, fields.count > 1, let id = Int(fields[1]), table.entries[id] == nil {
            rowsOutsideTable += 1
            return
        }
        report.namesRead += 1
        let row: GeoNamesRow
        switch GeoNamesRow.parse(fields) {
        case .failure(let malformed):
            report.skip("malformed line: \(malformed.reason)", at: location, value: line)
            return
        case .success(let parsed):
            row = parsed
        }
        if let pseudo = GeoNamesPseudoLanguage(row.language) {
            switch pseudo {
            case .skipped(let reason):
                report.skip(reason, at: location, value: row.name)
            case .code(let system):
                addCode(row.name, system: system, to: row.geonameID, location: location)
            }
            return
        }
        guard let language = language(code: row.language) else {
            report.skip("unknown language code '\(row.language)'", at: location, value: row.name)
            return
        }
        guard !ImportSource.isBlank(row.name) else {
            report.skip("empty name", at: location, value: "\"\(row.name)\"")
            return
        }
        names[row.geonameID, default: [:]][language, default: GeoNamesNameList()].entries
            .append(.init(row: row, location: location))
    }

    private mutating func addCode(_ value: String, system: CodeSystem, to id: Int, location: String) {
        guard !ImportSource.isBlank(value) else {
            report.skip("empty \(system.rawValue) code", at: location, value: "\"\(value)\"")
            return
        }
        if let existing = codes[id]?[system] {
            let reason = existing == value ? "same code twice" : "a second \(system.rawValue) code for the place"
            report.skip(reason, at: location, value: value)
            return
        }
        codes[id, default: [:]][system] = value
        report.note("kept in codes as \(system.rawValue), not as a name", at: location, value: value)
    }

    private mutating func language(code: String) -> Language? {
        if let cached = languages[code] { return cached }
        let language = Language(bcp47: code)
        languages[code] = language
        return language
    }

    /// The places, in id order; a place whose rows gave no name (only codes or skipped rows) is reported.
    mutating func places(kind: PlaceKind) -> [Place] {
        var places: [Place] = []
        for id in Set(codes.keys).union(names.keys).sorted() {
            let entry = table?.entries[id]
            var place = Place(id: "geonames:\(id)", kind: entry?.kind ?? kind, country: entry?.country,
                              coordinate: entry?.coordinate, population: entry?.population, codes: codes[id] ?? [:])
            place.codes[.geonames] = String(id)
            for (language, list) in (names[id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let name = list.resolve(report: &report) { place.names[language] = name }
            }
            if place.names.isEmpty {
                report.skip("place has no names, only codes", at: "geonames:\(id)",
                            value: place.codes.map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(separator: " "))
                continue
            }
            places.append(place)
        }
        return places.sorted { ImportSource.idOrder($0.id, $1.id) }
    }
}
