import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportLibGeoNamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libgeonames",
        abstract: "Import GeoNames' city names by language from Debian's libgeonames-common (geonames.mo files).",
        discussion: """
            Reads <locale-root>/<locale>/LC_MESSAGES/geonames.mo (msgid: a GeoNames id; msgstr: its name in the \
            locale's language) and names the cities of a 'names import geonames-cities' catalog: geonames:<id>, \
            kind city, country and default name copied, one preferred name per language. Locales with no \
            language, regional variants (de_AT, en_IN) and pseudo-locales are skipped and counted; bare zh names \
            are Simplified or Traditional by their characters, or skipped. Names in a script their language does \
            not use, labels with a qualifier after a comma, and en names equal to GeoNames' main name (the en file \
            falls back to it) are skipped and counted. Countries (msgid TH) and first-level divisions (msgid TH.03, \
            GeoNames' admin1 code) are counted, not imported; with --regions each division is matched to the ISO \
            3166-2 region of its country with which it shares the most names, and reported as a note.

            Example:
              names import libgeonames --cities geonames-cities.json --regions Catalogs/subdivisions \
            --source-version 0.3.0-1 -o libgeonames.json
            """
    )

    @Option(help: "The cities catalog made by 'names import geonames-cities'.")
    var cities: String

    @Option(help: "The folder of gettext locales (<locale>/LC_MESSAGES/geonames.mo).")
    var localeRoot = LibGeoNamesImporter.defaultLocaleRoot

    @Option(help: "Region catalogs (files or folders, repeatable) to match GeoNames' first-level divisions to.")
    var regions: [String] = []

    @Option(help: "With --regions, write the matches as a JSON object of admin1 code → region id (names join --divisions).")
    var divisionsOutput: String?

    @Flag(help: "Write one catalog per country into the output folder.")
    var splitByCountry = false

    @OptionGroup var common: ImportOutputOptions

    func run() throws {
        var importer = LibGeoNamesImporter(localeRoot: localeRoot)
        importer.source = common.describing(importer.source)
        var divisions: LibGeoNamesImporter.Divisions?
        var perLanguage: [(language: Language, count: Int)] = []
        try common.finish(splitByCountry: splitByCountry) { () throws(ImportError) in
            let result = try importer.run(citiesPath: cities, regionPaths: regions)
            divisions = result.divisions
            perLanguage = Self.namesPerLanguage(result.catalog)
            return (result.catalog, result.report)
        }
        var lines: [String] = []
        if let divisionsOutput, let divisions, !common.dryRun {
            try AtomicFile.write(Self.json(divisions.regions), to: divisionsOutput)
        }
        if let divisions {
            let rate = (divisions.rate * 1000).rounded() / 10
            lines.append("divisions: considered \(divisions.considered), matched \(divisions.matched) (\(rate)%)")
        }
        if common.verbose {
            lines += perLanguage.prefix(20).map { "names kept in \($0.language.rawValue): \($0.count)" }
        }
        if !lines.isEmpty { StandardError.write(lines.joined(separator: "\n") + "\n") }
    }

    /// `{"TH.03": "iso3166-2:TH-57", ...}`, one pair a line, in code order: the same bytes every run.
    static func json(_ regions: [String: String]) -> [UInt8] {
        var bytes = Array("{".utf8)
        for (index, code) in regions.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            bytes += Array((index == 0 ? "\n  " : ",\n  ").utf8)
            JSONString.append(code, to: &bytes)
            bytes += Array(": ".utf8)
            JSONString.append(regions[code]!, to: &bytes)
        }
        bytes += Array("\n}\n".utf8)
        return bytes
    }

    /// Names kept per language, most first (ties by language).
    static func namesPerLanguage(_ catalog: Catalog) -> [(language: Language, count: Int)] {
        var counts: [Language: Int] = [:]
        for place in catalog.places {
            for language in place.names.keys { counts[language, default: 0] += 1 }
        }
        return counts.map { (language: $0.key, count: $0.value) }
            .sorted { ($0.count, $1.language.rawValue) > ($1.count, $0.language.rawValue) }
    }
}
