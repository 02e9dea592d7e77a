import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportISOCodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iso-codes",
        abstract: "Import ISO 3166 country and subdivision names and their translations from Debian's iso-codes.",
        discussion: """
            Reads iso_3166-1.json and iso_3166-2.json (English names, codes, subdivision parents) and the gettext \
            translations <locale-root>/<locale>/LC_MESSAGES/iso_3166-1.mo and iso_3166-2.mo. Place ids are those \
            of 'names import cldr': iso3166-1:TH, iso3166-2:TH-10. Pseudo-locales (en@quot), locales with no \
            language and regional locales that would overwrite their language (de_CH, en_GB) are skipped and counted.

            Examples:
              names import iso-codes -o iso-codes.json
              names import iso-codes --part countries -o iso-countries.json
            """
    )

    @Option(help: "The folder with iso_3166-1.json and iso_3166-2.json.")
    var root = ISOCodesImporter.defaultRoot

    @Option(help: "The folder of gettext locales (<locale>/LC_MESSAGES/iso_3166-1.mo).")
    var localeRoot = ISOCodesImporter.defaultLocaleRoot

    @Option(name: .customLong("part"), help: "What to import (repeatable): countries, subdivisions. Default: both.")
    var parts: [ISOCodesImporter.Part] = []

    @OptionGroup var options: ImportOutputOptions

    func run() throws {
        var importer = ISOCodesImporter(root: root, localeRoot: localeRoot)
        if !parts.isEmpty { importer.parts = Set(parts) }
        importer.source = options.describing(importer.source)
        try options.finish { () throws(ImportError) in try importer.run() }
    }
}

extension ISOCodesImporter.Part: ExpressibleByArgument {}
