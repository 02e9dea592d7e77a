import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportCLDRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cldr",
        abstract: "Import territory, exemplar-city and subdivision names from Unicode CLDR.",
        discussion: """
            Reads CLDR as Debian's unicode-cldr-core installs it. Place ids: iso3166-1:TH (territories), \
            un-m49:419 (UN M.49 regions), iso3166-2:TH-10 (subdivisions), tz:Asia/Bangkok (exemplar cities).

            Examples:
              names import cldr -o cldr.json
              names import cldr --part subdivisions --split-by-country -o Catalogs/subdivisions
            """
    )

    @Option(help: "The CLDR 'common' folder.")
    var root = CLDRImporter.defaultRoot

    @Option(name: .customLong("part"), help: "What to import (repeatable): territories, exemplar-cities, subdivisions. Default: all.")
    var parts: [CLDRImporter.Part] = []

    @Flag(help: "Also import values CLDR marks draft=\"unconfirmed\".")
    var includeUnconfirmed = false

    @Flag(help: "Write one catalog per country into the output folder (places without a country go to _world.json).")
    var splitByCountry = false

    @OptionGroup var options: ImportOutputOptions

    func run() throws {
        var importer = CLDRImporter(root: root)
        if !parts.isEmpty { importer.parts = Set(parts) }
        importer.includeUnconfirmed = includeUnconfirmed
        importer.source = options.describing(importer.source)
        try options.finish(splitByCountry: splitByCountry) { () throws(ImportError) in
            do {
                return try importer.run()
            } catch let failure as CLDRImporter.Failure {
                throw ImportError.unreadable(path: failure.path, reason: failure.reason)
            } catch {
                throw ImportError.unreadable(path: root, reason: "\(error)")
            }
        }
    }
}

extension CLDRImporter.Part: ExpressibleByArgument {}
