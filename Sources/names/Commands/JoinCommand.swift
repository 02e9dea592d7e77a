import ArgumentParser
import Foundation
import PlaceNames
import PlaceNamesImport

/// `names join`: one place per city, from a backbone catalog and others joined to it by country, distance and name.
struct JoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join city catalogs into one place per city: by country, distance and a matching name.",
        discussion: """
            Each place of the other catalogs (in the order given) joins the nearest backbone place in the same \
            country within --within-km kilometres that has a name or alias with the same letters and digits \
            (case and accents aside). Without one, --pool is searched and its city brought in. Then two \
            stricter rules: the English name alone, if exactly one city of the country within 50 km has it \
            (150 km for a time zone's exemplar city and a city of 15,000 people whose main name is one of the \
            place's names); or the English \
            name as one side of exactly one city's hyphenated double name (Goose Bay, Happy Valley-Goose Bay) \
            within --within-km. The joined place \
            keeps the backbone's id, position and population and gains the other's names and codes (tz), so \
            tz:Asia/Bangkok still leads to it. Names never conflict away: a language the place already has keeps \
            its preferred name and gains the other's as variants. A place that joins nothing is kept as its own \
            place and listed with --verbose; later catalogs can join it.

            --by-id catalogs (GeoNames' language-tagged names, from names import libgeonames) join the city with \
            the same id, after the others. With --reference (the territories and subdivisions), a name is left \
            out of a city, and reported, when it is its own country's name in that language (listed namesake \
            capitals aside: Singapore, Monaco...), or when GeoNames does not give it to the city and it is the \
            name of another place of the country (or of a place elsewhere, when GeoNames names the city in that \
            language); a time-zone place named after its country is a territory's zone: its code joins the nearest \
            city of the country. In each language the preferred name is the first source's that GeoNames \
            confirms; the others stay as variants. The summary ends with how the sources agree, pair by pair.

            --official-languages (CLDR's supplementalData.xml) adds names from scripts: a GeoNames city's untagged \
            alternate name becomes its name in a language only when its script says which (Thai, kana with or \
            without kanji, Hangul, Greek, Georgian, Armenian; Hebrew unless the country speaks Yiddish as much; \
            Cyrillic and Devanagari where the country has exactly one official language written in it), it is not \
            another place's, the country's or the region's name, it is the only such alias, and the city has no \
            name in that language yet. Where libgeonames names the city, the two are compared (the summary gives \
            the agreement per rule) and libgeonames' name is kept.

            --towns DIR (with --pool and --split-by-country) brings in every other place of the pool after the \
            joins, as a town (5,000 people or more) or a village, and writes them one catalog per country into DIR, \
            one place per line; the cities go to --output as before.

            Example:
              names join geonames-cities.json --pool geonames-cities500.json exemplar-cities.json gweather.json \\
                --by-id libgeonames.json --reference Catalogs/territories.json --reference Catalogs/subdivisions \\
                --split-by-country -o Catalogs/cities
            """
    )

    @Argument(help: "The backbone catalog, then the catalogs to join to it, in order.")
    var inputs: [String]

    @Option(help: "A catalog of more cities, searched when the backbone has no match; matched ones are brought in.")
    var pool: String?

    @Option(name: .customLong("by-id"),
            help: "A catalog naming the backbone's cities by their ids (names import libgeonames), joined by id (repeatable).")
    var byID: [String] = []

    @Option(help: "Catalogs or folders of countries and regions whose names a city does not take (repeatable).")
    var reference: [String] = []

    @Option(help: "A JSON object of GeoNames admin1 code → region id (names import libgeonames --divisions-output).")
    var divisions: String?

    @Option(name: .customLong("official-languages"),
            help: ArgumentHelp("CLDR's supplementalData.xml: with it, a GeoNames city's untagged alternate names become its names in the language their script decides (Thai, kana, Hangul, Greek, Georgian, Armenian, Hebrew; Cyrillic and Devanagari by the country's one official language written in it), where it has none yet.",
                               valueName: "supplementalData.xml"))
    var officialLanguages: String?

    @Option(help: ArgumentHelp("With --pool: bring in every other pool place as a town or village, written into this folder one place per line.",
                               valueName: "folder"))
    var towns: String?

    @Option(help: "The greatest distance between two records of one city, in kilometres.")
    var withinKm = 25.0

    @Flag(help: "Write one catalog per country into the output folder (places without a country go to _world.json).")
    var splitByCountry = false

    @Option(name: .shortAndLong, help: "The catalog file to write (a folder with --split-by-country).")
    var output: String

    @Flag(help: "List every place that joined, and every one that did not, with the reason.")
    var verbose = false

    @Flag(help: "Join and report, but write nothing.")
    var dryRun = false

    func validate() throws {
        guard inputs.count >= 2 else { throw ValidationError("give the backbone catalog and at least one to join to it") }
        guard withinKm > 0 else { throw ValidationError("--within-km must be above 0") }
        if towns != nil {
            guard pool != nil, splitByCountry else { throw ValidationError("--towns needs --pool and --split-by-country") }
        }
    }

    func run() throws {
        let backbone = try Catalog.read(from: inputs[0])
        let poolCatalog = try pool.map { path throws(CatalogReadError) in try Catalog.read(from: path) }
        var others: [CityJoiner.Input] = []
        for path in inputs.dropFirst() {
            others.append(CityJoiner.Input(catalog: try Catalog.read(from: path),
                                           name: path.split(separator: "/").last.map(String.init) ?? path))
        }
        let byIDInputs = try byID.map { path in
            CityJoiner.Input(catalog: try Catalog.read(from: path),
                             name: path.split(separator: "/").last.map(String.init) ?? path)
        }
        let references = try reference.isEmpty ? [] : CatalogSet.read(typed: reference, policy: .merge).placesOrExit()
        var joiner = CityJoiner()
        joiner.maximumKilometres = withinKm
        var regions: [String: String] = [:]
        if let divisions {
            guard let data = FileManager.default.contents(atPath: divisions),
                  let read = try? JSONDecoder().decode([String: String].self, from: data) else {
                StandardError.write("names: \(divisions): not a readable JSON object of admin1 code → region id\n")
                throw ExitCode(ExitStatus.usage)
            }
            regions = read
        }
        var scriptNames: ScriptNames?
        if let officialLanguages {
            do {
                scriptNames = ScriptNames(officialLanguages: try OfficialLanguages.read(path: officialLanguages))
            } catch {
                StandardError.write("names: \(error)\n")
                throw ExitCode(ExitStatus.usage)
            }
        }
        let result = joiner.join(backbone: backbone, pool: poolCatalog, others: others, byID: byIDInputs,
                                 references: references, divisions: regions, scriptNames: scriptNames,
                                 towns: towns != nil)
        if dryRun {
            StandardError.write("dry run: would write \(result.catalog.places.count) places to \(output)\n")
        } else {
            let isTown = { (place: Place) in place.kind == .town || place.kind == .village }
            try CatalogOutput.write(result.catalog, to: output, splitByCountry: splitByCountry,
                                    parts: { _ in result.splitByCountry { towns == nil || !isTown($0) } })
            if let towns {
                try CatalogOutput.write(result.catalog, to: towns, splitByCountry: true, layout: .placePerLine,
                                        parts: { _ in result.splitByCountry(isTown) })
            }
        }
        var lines = ["\(result.catalog.places.count) places from \(backbone.places.count) backbone places"]
        lines += result.summary
        lines += result.report.skipCounts.map { "left out \($0.count): \($0.reason)" }
        if verbose {
            lines += result.report.notes.map { "\($0.location): \($0.reason): \($0.value)" }
            lines += result.report.skips.map { "\($0.location): left out, \($0.reason): \($0.value)" }
        }
        StandardError.write(lines.joined(separator: "\n") + "\n")
    }
}
