import Foundation
import PlaceNames

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

    /// Adds one language's names from its file and the ancestors it inherits from (most specific first):
    /// an ancestor's value counts only where no nearer file names the same thing.
    mutating func add(_ layers: [(file: CLDRXMLFile, path: String)], language: Language, parts: Set<CLDRImporter.Part>) {
        var named = Set<String>()
        for (file, path) in layers {
            let entries = file.entries.filter { entry in
                parts.contains(entry.element.part) && !named.contains(entry.identity)
            }
            named.formUnion(file.entries.filter { includeUnconfirmed || $0.draft != "unconfirmed" }.map(\.identity))
            add(entries, from: path, language: language)
        }
    }

    private mutating func add(_ entries: [CLDRXMLFile.Entry], from path: String, language: Language) {
        for entry in entries {
            let location = "\(path):\(entry.line)"
            report.namesRead += 1
            let kind: NameKind
            switch (entry.alt, entry.draft) {
            case (_, "unconfirmed") where !includeUnconfirmed:
                report.skip("draft=\"unconfirmed\"", at: location, value: entry.text)
                continue
            case (nil, _): kind = .preferred
            case ("short", _): kind = .short
            case ("variant", _): kind = .variant
            case (let alt?, _):
                report.skip("alt=\"\(alt)\" is not a kind of place name", at: location, value: entry.text)
                continue
            }
            guard !entry.text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
                report.skip("empty name", at: location, value: entry.text)
                continue
            }
            guard let text = report.cleanName(entry.text, at: location) else { continue }
            switch place(for: entry) {
            case .failure(let reason):
                report.skip(reason.message, at: location, value: "\(entry.type): \(entry.text)")
            case .success(let id):
                if addName(text, kind: kind, language: language, to: id, location: location) {
                    report.namesKept += 1
                }
            }
        }
    }

    private struct NotAPlace: Error {
        let message: String
    }

    /// The id of the place an entry names, created on first sight, or why the entry names no place.
    private mutating func place(for entry: CLDRXMLFile.Entry) -> Result<String, NotAPlace> {
        switch entry.element {
        case .territory:
            guard !CLDRPlaceID.notPlaces.contains(entry.type), let territory = CLDRPlaceID.territory(entry.type) else {
                return .failure(NotAPlace(message: "territory code is not a place (unknown region, pseudo-locale, euro area, UN)"))
            }
            let country = territory.kind == .country ? entry.type : nil
            return .success(placeID(territory.id) {
                Place(id: $0, kind: territory.kind, country: country, codes: territory.codes)
            })
        case .exemplarCity:
            guard !entry.type.hasPrefix("Etc/") else {
                return .failure(NotAPlace(message: "placeholder zone Etc/* is not a place"))
            }
            let zone = zones.zones[entry.type]
            return .success(placeID(CLDRPlaceID.zone(entry.type)) {
                Place(id: $0, kind: .city, country: zone?.country, coordinate: zone?.coordinate,
                      codes: [.timeZone: entry.type])
            })
        case .subdivision:
            guard let code = CLDRPlaceID.subdivisionCode(entry.type) else {
                return .failure(NotAPlace(message: "subdivision code is not ISO 3166-2 (a territory listed among subdivisions)"))
            }
            let kind = isoSubdivisions.kind(of: code)
            return .success(placeID("iso3166-2:\(code)") {
                Place(id: $0, kind: kind, country: String(code.prefix(2)), codes: [.iso3166_2: code])
            })
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
            // CLDR has no language-less name; its English name (for a zone, CLDR's own fallback from the zone id)
            // is the one its charts lead with.
            place.defaultName = place.names[.english]?.preferred
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

    /// An exemplar city of a zone id `zone.tab` no longer lists (CLDR's `Asia/Calcutta`) takes the country and
    /// position of the zone its link leads to (`Asia/Kolkata`) when that zone is named after the same city: one
    /// of the exemplar's names, in any language, spells the target's city (`Kolkata`) with the same letters. A
    /// link to another city's zone (`America/Nipigon` → `America/Toronto`, zones merged) places nothing, so no
    /// city is given another's position; it is noted and keeps no position, as before.
    mutating func placeLinkedZones() {
        for id in placesByID.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let place = placesByID[id]!
            guard place.kind == .city, place.coordinate == nil, let zone = place.codes[.timeZone],
                  let target = zones.links[zone], let found = zones.zones[target],
                  let city = target.split(separator: "/").last else { continue }
            let key = MatchKey.of(city.replacingOccurrences(of: "_", with: " "))
            let named = place.names.values.contains { name in name.forms.contains { MatchKey.of($0.value) == key } }
            guard named else {
                report.note("zone links to another city's zone; its exemplar city keeps no position",
                            at: "tzdata.zi", value: "\(zone) → \(target)")
                continue
            }
            placesByID[id]?.country = found.country
            placesByID[id]?.coordinate = found.coordinate
            report.note("position and country from the zone the link leads to", at: "tzdata.zi",
                        value: "\(zone) → \(target)")
        }
    }
}
