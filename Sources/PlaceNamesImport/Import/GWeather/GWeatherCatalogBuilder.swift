import PlaceNames

/// Turns libgweather's cities into places with English names, then adds each locale's translations.
struct GWeatherCatalogBuilder {
    var report = ImportReport()
    private var cities: [Place] = []
    /// The places a (msgctxt, msgid) pair names: several cities may share an English name and context.
    private var byMessage: [MessageKey: [Int]] = [:]

    private struct MessageKey: Hashable {
        var context: String?
        var original: [Unicode.Scalar]
    }

    init(file: GWeatherLocationsFile, path: String) {
        if file.stations > 0 {
            report.note("weather stations (<location>) are not cities, not read", at: path,
                        value: "\(file.stations) stations")
        }
        var ids = Set<String>()
        for city in file.cities {
            let location = "\(path):\(city.line)"
            report.namesRead += 1
            guard let country = city.country, country.utf8.count == 2 else {
                report.skip("city outside a <country> with an <iso-code>", at: location, value: city.name)
                continue
            }
            guard !ImportSource.isBlank(city.name), let name = report.cleanName(city.name, at: location) else {
                if ImportSource.isBlank(city.name) { report.skip("city without a name", at: location, value: "") }
                continue
            }
            guard let coordinate = Self.coordinate(city.coordinates) else {
                report.skip("coordinates missing or out of range", at: location,
                            value: "\(name): \(city.coordinates ?? "none")")
                continue
            }
            let id = "gweather:" + ([country, city.state, name].compactMap { $0 }.joined(separator: "/"))
            guard ids.insert(id).inserted else {
                report.skip("same city twice (country, state and name)", at: location, value: id)
                continue
            }
            report.namesKept += 1
            if city.isTranslatable {
                byMessage[MessageKey(context: city.context, original: Array(city.name.unicodeScalars)),
                          default: []].append(cities.count)
            }
            // Locations.xml's untranslated `_name` is its own name for the city, and its English one.
            cities.append(Place(id: id, kind: .city, defaultName: name, country: country, coordinate: coordinate,
                                names: [.english: LocalizedName(name)]))
        }
    }

    /// "latitude longitude" in degrees, both in range; nil otherwise.
    static func coordinate(_ text: String?) -> Coordinate? {
        guard let parts = text?.split(separator: " ", omittingEmptySubsequences: true), parts.count == 2,
              let latitude = Double(parts[0]), let longitude = Double(parts[1]),
              (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Adds one locale's translations of the cities' names; messages that name no city (countries, states,
    /// time zones) are counted, not read.
    mutating func addTranslations(_ file: MOFile, language: Language, path: String) {
        var other = 0
        for entry in file.messages {
            guard let targets = byMessage[MessageKey(context: entry.context, original: Array(entry.original.unicodeScalars))]
            else {
                other += 1
                continue
            }
            func location() -> String {
                "\(path): " + (entry.context.map { "msgctxt \"\($0)\" " } ?? "") + "msgid \"\(entry.original)\""
            }
            report.namesRead += targets.count
            guard !ImportSource.isBlank(entry.translation) else {
                for _ in targets { report.skip("untranslated (empty msgstr)", at: location(), value: entry.original) }
                continue
            }
            // gettext tools fill untranslated messages with the msgid (msgen): an English name under a language
            // not written in Latin letters (Greek, Hebrew, Macedonian files hold thousands) is no name in it.
            if !language.scripts.contains("Latn"),
               entry.translation.unicodeScalars.elementsEqual(entry.original.unicodeScalars) {
                for _ in targets {
                    report.skip("translation is the English msgid, in a language not written in Latin letters",
                                at: location(), value: entry.translation)
                }
                continue
            }
            guard let text = report.cleanName(entry.translation.trimmingSpaces, at: location()) else { continue }
            if language == .english {
                // An en translation that differs from the msgid is a better English name; the msgid stays a variant.
                for index in targets where !cities[index].names[.english]!.containsForm(text) {
                    let msgid = cities[index].names[.english]!.preferred
                    cities[index].names[.english] = LocalizedName(text, variants: [msgid])
                }
                report.namesKept += targets.count
                continue
            }
            for index in targets {
                cities[index].names[language] = LocalizedName(text)
            }
            report.namesKept += targets.count
        }
        if other > 0 {
            report.note("messages that name no city (countries, states, time zones, stations), not read", at: path,
                        value: "\(other) messages")
        }
    }

    func places() -> [Place] {
        cities.sorted { ImportSource.idOrder($0.id, $1.id) }
    }
}
