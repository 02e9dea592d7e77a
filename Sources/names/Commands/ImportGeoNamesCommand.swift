import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportGeoNamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geonames",
        abstract: "Import GeoNames alternate names (alternateNamesV2.txt) into names of the right kinds.",
        discussion: """
            Place ids are geonames:<geonameid>. isPreferredName gives the preferred name (the first one; later \
            ones are variants), isShortName short, isColloquial colloquial, isHistoric historic, the rest \
            variants; a language without a preferred name takes its first plain one. The pseudo-languages \
            iata, icao, faac, unlc and wkdt become codes; post, link, abbr, fr_1793 and phon are skipped, \
            never names.

            Example:
              names import geonames alternateNamesV2.txt --places cities15000.txt -o cities.json
            """
    )

    @Argument(help: "GeoNames alternate-names files (tab-separated).")
    var sources: [String]

    @Option(help: "The kind of places the --places table gives none (the names file has no kinds).")
    var kind = "city"

    @Option(help: """
        GeoNames' main table (allCountries.txt, cities15000.txt): kinds, countries, positions and populations; \
        only its places are imported.
        """)
    var places: String?

    @OptionGroup var common: ImportOutputOptions

    func run() throws {
        var importer = GeoNamesImporter(kind: PlaceKind(rawValue: kind))
        importer.placesTable = places
        if common.sourceName != nil || common.sourceVersion != nil {
            importer.source = common.source(files: sources, defaultName: "GeoNames")
            importer.source.licence = common.sourceLicence ?? "CC-BY-4.0"
            importer.source.url = common.sourceURL ?? "https://www.geonames.org"
        }
        try common.finish { () throws(ImportError) in
            try importer.run(files: sources)
        }
    }
}
