import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportGWeatherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gweather",
        abstract: "Import city names and their translations from GNOME libgweather (GPL-2.0-or-later).",
        discussion: """
            Reads Locations.xml (each <city>: its <_name>, the English msgid, and coordinates) and the gettext \
            translations <locale-root>/<locale>/LC_MESSAGES/libgweather-4.0-locations.mo, looked up with the \
            name's msgctxt ("City in Texas, United States"). Ids are gweather:<country>/<state>/<name>; 'names \
            join' replaces them with GeoNames ids. Weather stations (<location>) are not cities and are counted, \
            not read. A truncated XML file or a corrupt .mo file is an error with its position; nothing is written.

            Example:
              apt-get install -y libgweather-4-common
              names import gweather -o gweather.json
            """
    )

    @Option(help: "libgweather's Locations.xml.")
    var locations = GWeatherImporter.defaultLocations

    @Option(help: "The folder of gettext locales (<locale>/LC_MESSAGES/libgweather-4.0-locations.mo).")
    var localeRoot = GWeatherImporter.defaultLocaleRoot

    @OptionGroup var common: ImportOutputOptions

    func run() throws {
        var importer = GWeatherImporter(locations: locations, localeRoot: localeRoot)
        importer.source = common.describing(importer.source)
        try common.finish { () throws(ImportError) in try importer.run() }
    }
}
