import Foundation

/// Gathers the entries of CLDR files into places, one name per (place, language, kind).
struct CLDRCatalogBuilder {
    let includeUnconfirmed: Bool
    let zones: TimeZoneTable
    let isoSubdivisions: ISOSubdivisionTable
    var report = ImportReport()
    private var placesByID: [String: Place] = [:]

    init(includeUnconfirmed: Bool, zones: TimeZoneTable, isoSubdivisions: ISOSubdivisionTable) {
        self.includeUnconfirmed = includeUnconfirmed
        self.zones = zones
        self.isoSubdivisions = isoSubdivisions
    }

    mutating func add(_ file: CLDRXMLFile, language: Language, file path: String, parts: Set<CLDRImporter.Part>) {
        report.filesRead += 1
        for entry in file.entries {
            let location = "\(path):\(entry.line)"
            guard let place = place(for: entry, parts: parts, location: location) else { continue }
            report.namesRead += 1
            if entry.draft == "unconfirmed" && !includeUnconfirmed {
                report.skip("draft=\"unconfirmed\"", at: location, value: entry.text)
                continue
            }
            let text = entry.text
            guard !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
                report.skip("empty name", at: location, value: text)
                continue
            }
            let kind: NameKind
            switch entry.alt {
            case nil: kind = .preferred
            case "short": kind = .short
            case "variant": kind = .variant
            case let alt?:
                report.skip("alt=\"\(alt)\" is not a kind of place name", at: location, value: text)
                continue
            }
            if addName(text, kind: kind, language: language, to: place, location: location) {
                report.namesKept += 1
            }
        }
    }

    /// The place an entry names, created on first sight, or nil (with a report) when it names no place.
    private mutating func place(for entry: CLDRXMLFile.Entry, parts: Set<CLDRImporter.Part>, location: String) -> String? {
        switch entry.element {
        case .territory:
            guard parts.contains(.territories) else { return nil }
            guard !CLDRPlaceID.notPlaces.contains(entry.type), let territory = CLDRPlaceID.territory(entry.type) else {
                report.namesRead += 1
                report.skip("territory code \(entry.type) is not a place", at: location, value: entry.text)
                return nil
            }
            let country = territory.kind == .country ? entry.type : nil
            return placeID(territory.id) { Place(id: $0, kind: territory.kind, country: country, codes: territory.codes) }
        case .exemplarCity:
            guard parts.contains(.exemplarCities) else { return nil }
            guard !entry.type.hasPrefix("Etc/") else {
                report.namesRead += 1
                report.skip("placeholder zone \(entry.type) is not a place", at: location, value: entry.text)
                return nil
            }
            let zone = zones.zones[entry.type]
            return placeID(CLDRPlaceID.zone(entry.type)) {
                Place(id: $0, kind: .city, country: zone?.country, coordinate: zone?.coordinate,
                      codes: [.timeZone: entry.type])
            }
        case .subdivision:
            guard parts.contains(.subdivisions) else { return nil }
            guard let code = CLDRPlaceID.subdivisionCode(entry.type) else {
                report.namesRead += 1
                report.skip("subdivision code \(entry.type) is not ISO 3166-2", at: location, value: entry.text)
                return nil
            }
            let kind = isoSubdivisions.kind(of: code)
            return placeID("iso3166-2:\(code)") {
                Place(id: $0, kind: kind, country: String(code.prefix(2)),
                      codes: [.iso3166_2: code])
            }
        }
    }

    private mutating func placeID(_ id: String, create: (String) -> Place) -> String {
        if placesByID[id] == nil { placesByID[id] = create(id) }
        return id
    }

    /// Adds a name; a second preferred name for the same language is kept as a variant, never dropped.
    private mutating func addName(_ text: String, kind: NameKind, language: Language, to id: String, location: String) -> Bool {
        var place = placesByID[id]!
        defer { placesByID[id] = place }
        guard var name = place.names[language] else {
            if kind == .preferred {
                place.names[language] = LocalizedName(text)
            } else {
                // An alternate form before its preferred form: keep it, and fill the preferred slot later.
                var name = LocalizedName(text)
                name.preferred = ""
                name[kind] = [text]
                place.names[language] = name
            }
            return true
        }
        if kind == .preferred {
            if name.preferred.isEmpty {
                name.preferred = text
            } else if name.preferred.unicodeScalars.elementsEqual(text.unicodeScalars) {
                report.skip("same name twice", at: location, value: text)
                return false
            } else {
                name.variants.append(text)
            }
        } else if name[kind].contains(where: { $0.unicodeScalars.elementsEqual(text.unicodeScalars) }) {
            report.skip("same name twice", at: location, value: text)
            return false
        } else {
            name[kind].append(text)
        }
        place.names[language] = name
        return true
    }

    /// The places in id order. A name whose file gave only alternate forms takes its first short or variant
    /// form as the preferred one, so the catalog never holds an empty preferred name.
    func places() -> [Place] {
        placesByID.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).map { id in
            var place = placesByID[id]!
            for (language, name) in place.names where name.preferred.isEmpty {
                var fixed = name
                for kind in NameKind.alternates where !fixed[kind].isEmpty {
                    fixed.preferred = fixed[kind].removeFirst()
                    break
                }
                place.names[language] = fixed
            }
            return place
        }
    }
}

extension CLDRCatalogBuilder {
    /// CLDR's English data omits exemplar cities whose name is the zone id's last part (`Asia/Bangkok` →
    /// `Bangkok`, `America/Los_Angeles` → `Los Angeles`); add them as CLDR's own fallback rule does.
    mutating func addEnglishExemplarCities() {
        for (id, place) in placesByID where place.kind == .city && place.names[.english] == nil {
            guard let zone = place.codes[.timeZone], let city = zone.split(separator: "/").last else { continue }
            placesByID[id]?.names[.english] = LocalizedName(city.replacingOccurrences(of: "_", with: " "))
            report.namesKept += 1
        }
    }
}
