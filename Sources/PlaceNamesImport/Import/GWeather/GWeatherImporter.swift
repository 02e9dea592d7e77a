import Foundation
import PlaceNames

/// Imports the cities of GNOME's libgweather (Debian `libgweather-4-common`, GPL-2.0-or-later): `Locations.xml`
/// and its translations `<locale-root>/<locale>/LC_MESSAGES/libgweather-4.0-locations.mo`.
///
/// A city's `<_name>` is the gettext msgid, written in English, so it is the city's English name; each locale's
/// translation (looked up with the name's `msgctxt`, "City in Texas, United States", when it has one) is its name
/// in that locale's language, mapped by `GettextLocale`'s rules. Ids are `gweather:<country>/<state>/<name>`
/// (the state only when the city is in one): libgweather has no ids of its own, and `names join` replaces them
/// with GeoNames ids where the city is found there.
public struct GWeatherImporter: Sendable {
    /// Where Debian's libgweather installs its locations database.
    public static let defaultLocations = "/usr/share/libgweather-4/Locations.xml"
    /// The folder of gettext locale folders.
    public static let defaultLocaleRoot = "/usr/share/locale"
    /// The gettext domain of the location names' translations.
    public static let domain = "libgweather-4.0-locations"

    /// The `Locations.xml` file.
    public var locations: String
    /// The folder of gettext locale folders holding the translations.
    public var localeRoot: String
    /// Where the data comes from, recorded in the catalog's metadata (set `version` to the package version).
    public var source = CatalogSource(name: "GNOME libgweather", licence: "GPL-2.0-or-later",
                                      url: "https://gitlab.gnome.org/GNOME/libgweather")

    /// Creates an importer reading `locations` and the translations under `localeRoot`.
    public init(locations: String = GWeatherImporter.defaultLocations,
                localeRoot: String = GWeatherImporter.defaultLocaleRoot) {
        self.locations = locations
        self.localeRoot = localeRoot
    }

    /// Reads the cities and their translations; a truncated or malformed XML file or a corrupt `.mo` file is an
    /// error with its file and position, and nothing is returned.
    public func run() throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        let bytes = try ImportSource.bytes(of: locations)
        let file: GWeatherLocationsFile
        do {
            file = try GWeatherLocationsFile(bytes: bytes)
        } catch {
            throw .invalid([Diagnostic(file: locations, line: error.line, column: error.column, severity: .error,
                                       code: "xml-syntax", message: error.message)])
        }
        var builder = GWeatherCatalogBuilder(file: file, path: locations)
        builder.report.filesRead += 1
        let folders = try GettextLocales.folders(in: localeRoot, install: "libgweather-4-common")
        for (path, language) in GettextLocales.choose(folders: folders, root: localeRoot, file: "\(Self.domain).mo",
                                                      report: &builder.report) {
            let translations: MOFile
            do {
                translations = try MOFile.read(path: path)
            } catch {
                throw .invalid([Diagnostic(file: error.file, severity: .error, code: "mo-format",
                                           message: "offset \(error.offset): \(error.message)")])
            }
            builder.report.filesRead += 1
            builder.addTranslations(translations, language: language, path: path)
        }
        let metadata = CatalogMetadata(generatedBy: "names import gweather", sources: [source])
        return (Catalog(metadata: metadata, places: builder.places()), builder.report)
    }
}
