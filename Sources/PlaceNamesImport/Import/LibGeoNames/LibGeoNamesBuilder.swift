import PlaceNames

/// Turns the translations of `geonames.mo` files into the names of the cities of a GeoNames cities catalog,
/// skipping (by reason, with file and value) what is not a city's name in the file's language.
struct LibGeoNamesBuilder {
    var report = ImportReport()
    /// The cities catalog's places by GeoNames id.
    private let cities: [Int: Place]
    private let notACity: String
    /// Whether the names of ids that are not cities are kept for matching divisions.
    private let collectsOthers: Bool
    /// Kept names by GeoNames id and language, with the folder that gave each.
    private var names: [Int: [Language: (name: String, folder: String)]] = [:]
    /// The (language, NFC name) pairs of first-level divisions by admin1 code (`TH.03`), when collected.
    private(set) var divisionNames: [String: Set<LanguageName>] = [:]

    /// `cities` are the places of `citiesName`; those of kind city with a `geonames:<id>` id are the ones named.
    init(cities: [Place], citiesName: String, collectsOthers: Bool) {
        var byID: [Int: Place] = [:]
        for place in cities where place.kind == .city && place.id.hasPrefix("geonames:") {
            if case .city(let id) = LibGeoNamesKey(String(place.id.dropFirst("geonames:".count))) {
                byID[id] = place
            }
        }
        self.cities = byID
        notACity = "not a city of \(citiesName) (a smaller city, or one it lacks)"
        self.collectsOthers = collectsOthers
    }

    /// Reads the messages of one file.
    mutating func add(_ file: MOFile, from source: LibGeoNamesFile) {
        report.filesRead += 1
        for entry in file.messages {
            add(msgid: entry.original, msgstr: entry.translation, from: source)
        }
    }

    private mutating func add(msgid: String, msgstr: String, from source: LibGeoNamesFile) {
        typealias Check = LibGeoNamesNameCheck
        report.namesRead += 1
        let path = source.path
        let id: Int
        switch LibGeoNamesKey(msgid) {
        case .city(let number): id = number
        case .division(_, let code):
            if collectsOthers { collectDivision(code, msgstr: msgstr, from: source) }
            report.skip(Check.division, at: path, value: "\(msgid): \(msgstr)")
            return
        case .country:
            report.skip(Check.country, at: path, value: "\(msgid): \(msgstr)")
            return
        case nil:
            report.skip(Check.notAnID, at: path, value: "\(msgid): \(msgstr)")
            return
        }
        guard let city = cities[id] else {
            report.skip(notACity, at: path, value: "\(id): \(msgstr)")
            return
        }
        guard !ImportSource.isBlank(msgstr) else {
            report.skip(Check.empty, at: path, value: "\(id): \"\(msgstr)\"")
            return
        }
        let trimmed = msgstr.trimmingSpaces
        if !trimmed.unicodeScalars.elementsEqual(msgstr.unicodeScalars) {
            report.note("spaces around a name removed", at: path, value: "\(id): \"\(msgstr)\"")
        }
        guard let cleaned = report.cleanName(trimmed, at: path) else { return }
        let name = Check.singleSpaced(cleaned)
        if !name.unicodeScalars.elementsEqual(cleaned.unicodeScalars) {
            report.note("repeated spaces inside a name made one", at: path, value: "\(id): \"\(cleaned)\"")
        }
        if let problem = Check.shapeProblem(name) {
            report.skip(problem, at: path, value: "\(id): \(name)")
            return
        }
        guard let language = Check.language(of: name, in: source.languages) else {
            report.skip(Check.untoldChinese, at: path, value: "\(id): \(name)")
            return
        }
        guard Check.fitsScripts(name, of: language) else {
            report.skip(Check.wrongScript, at: path, value: "\(id): \(name) (\(Check.scripts(of: name)); "
                        + "\(language.rawValue) is written in \(language.scripts.joined(separator: ", ")))")
            return
        }
        if Check.hasOddCase(name, language: language) {
            report.skip(Check.oddCase, at: path, value: "\(id): \(language.rawValue): \(name)")
            return
        }
        if Check.hasStrayInvisible(name, language: language) {
            report.skip(Check.invisible, at: path, value: "\(id): \(language.rawValue): \(name.debugDescription)")
            return
        }
        if language == .english, let main = city.defaultName, main.unicodeScalars.elementsEqual(name.unicodeScalars) {
            report.skip(Check.englishFallback, at: path, value: "\(id): \(name)")
            return
        }
        if let earlier = names[id]?[language] {
            report.skip(Check.repeated, at: path,
                        value: "\(id): \(name) (\(language.rawValue) from \(earlier.folder): \(earlier.name))")
            return
        }
        names[id, default: [:]][language] = (name, source.folder)
        report.namesKept += 1
    }

    /// Keeps a division's name for matching it to a region: NFC, trimmed, in the file's language (a Chinese name
    /// only when its script can be told). Nothing more is reported: the name is already counted as not a city's.
    private mutating func collectDivision(_ code: String, msgstr: String, from source: LibGeoNamesFile) {
        let trimmed = msgstr.trimmingSpaces
        guard !trimmed.isEmpty, case .success(let cleaned) = ImportedText.clean(trimmed),
              let language = LibGeoNamesNameCheck.language(of: cleaned.text, in: source.languages) else { return }
        divisionNames[code, default: []].insert(LanguageName(language: language, name: cleaned.text))
    }

    /// One place per city with at least one kept name, in id order.
    func places() -> [Place] {
        names.compactMap { id, byLanguage -> Place? in
            guard let city = cities[id] else { return nil }
            return Place(id: city.id, kind: .city, defaultName: city.defaultName, country: city.country,
                         codes: [.geonames: String(id)],
                         names: byLanguage.mapValues { LocalizedName($0.name) })
        }
        .sorted { ImportSource.idOrder($0.id, $1.id) }
    }
}
