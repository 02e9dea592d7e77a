import Foundation
import PlaceNames

/// Imports country and subdivision names from Debian's `iso-codes`: the ISO 3166-1 and 3166-2 tables
/// (English names, codes, subdivision parents) and their gettext translations
/// (`<locale-root>/<locale>/LC_MESSAGES/iso_3166-1.mo`, `iso_3166-2.mo`).
///
/// Place ids and kinds are those `names import cldr` gives (`iso3166-1:TH` country, `iso3166-2:TH-10` region,
/// a subdivision with a parent subdivision a district), so the two catalogs merge. Locale folders map to
/// languages by `GettextLocale`'s rules; a folder that maps to no language, or to one another folder
/// already gives, is reported as a skipped file.
public struct ISOCodesImporter: Sendable {
    /// Which table to import.
    public enum Part: String, CaseIterable, Sendable {
        /// ISO 3166-1 countries.
        case countries
        /// ISO 3166-2 subdivisions.
        case subdivisions

        var domain: String { self == .countries ? "iso_3166-1" : "iso_3166-2" }
    }

    /// Where Debian's `iso-codes` installs its JSON tables.
    public static let defaultRoot = "/usr/share/iso-codes/json"
    /// Where Debian installs gettext translations.
    public static let defaultLocaleRoot = "/usr/share/locale"

    /// The folder with `iso_3166-1.json` and `iso_3166-2.json`.
    public var root: String
    /// The folder of gettext locale folders.
    public var localeRoot: String
    /// The tables to import; both by default.
    public var parts: Set<Part> = Set(Part.allCases)
    /// Where the data comes from, recorded in the catalog's metadata (set `version` to the iso-codes release).
    public var source = CatalogSource(name: "Debian iso-codes", licence: "LGPL-2.1-or-later",
                                      url: "https://salsa.debian.org/iso-codes-team/iso-codes")

    /// Creates an importer reading the tables in `root` and the translations under `localeRoot`.
    public init(root: String = ISOCodesImporter.defaultRoot, localeRoot: String = ISOCodesImporter.defaultLocaleRoot) {
        self.root = root
        self.localeRoot = localeRoot
    }

    /// Reads the tables and translations and returns the catalog, places in id order, with what was skipped.
    public func run() throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        var builder = ISOCodesCatalogBuilder()
        if parts.contains(.countries) {
            let path = "\(root)/iso_3166-1.json"
            builder.addCountries(try ISOCodesTables.countries(path: path), file: path)
            builder.report.filesRead += 1
        }
        if parts.contains(.subdivisions) {
            let path = "\(root)/iso_3166-2.json"
            builder.addSubdivisions(try ISOCodesTables.subdivisions(path: path), file: path)
            builder.report.filesRead += 1
        }
        let folders = try GettextLocales.folders(in: localeRoot, install: "iso-codes")
        for part in Part.allCases where parts.contains(part) {
            for (path, language) in GettextLocales.choose(folders: folders, root: localeRoot, file: "\(part.domain).mo",
                                                              report: &builder.report) {
                let file: MOFile
                do {
                    file = try MOFile.read(path: path)
                } catch {
                    throw .invalid([Diagnostic(file: error.file, severity: .error, code: "mo-format",
                                               message: "offset \(error.offset): \(error.message)")])
                }
                builder.report.filesRead += 1
                builder.addTranslations(file, language: language, part: part, path: path)
            }
        }
        builder.addEnglishNames()
        let metadata = CatalogMetadata(generatedBy: "names import iso-codes", sources: [source])
        return (Catalog(metadata: metadata, places: builder.places()), builder.report)
    }
}
