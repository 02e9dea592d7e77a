import PlaceNames

/// Imports GeoNames' language-tagged city names from Debian's `libgeonames-common`: the gettext files
/// `<locale-root>/<locale>/LC_MESSAGES/geonames.mo`, whose msgid is a GeoNames id and msgstr that place's name in
/// the locale's language (GeoNames alternate names of 2022-01-10, CC-BY-4.0).
///
/// Only the cities of a `names import geonames-cities` catalog are named: each becomes `geonames:<id>`, kind city,
/// with the catalog's country and default name, the `geonames` code and one preferred name per language. The files
/// also name first-level divisions (msgid `TH.03`) and countries (msgid `TH`); with region catalogs the divisions
/// are matched to ISO 3166-2 regions and reported as notes, never written as places. Locale folders map to languages by `GettextLocale`'s rules
/// (`LibGeoNamesLocales` says how Chinese without a stated script is read).
public struct LibGeoNamesImporter: Sendable {
    /// What an import gives: the catalog, the report and, when regions were given, how divisions matched.
    public struct Result: Sendable {
        /// The cities GeoNames names, with their names by language.
        public var catalog: Catalog
        /// Every name read, kept or skipped with its reason.
        public var report: ImportReport
        /// Divisions considered and matched; nil without regions.
        public var divisions: Divisions?
    }

    /// The outcome of matching GeoNames' first-level divisions to ISO 3166-2 regions.
    public struct Divisions: Sendable, Equatable {
        /// Divisions named in the files (admin1 codes such as `TH.03`).
        public var considered: Int
        /// Those matched to exactly one region of their country.
        public var matched: Int
        /// Admin1 code (`TH.03`) → the id of the region it matched (`iso3166-2:TH-57`).
        public var regions: [String: String]

        /// Creates the outcome of a matching.
        public init(considered: Int, matched: Int, regions: [String: String] = [:]) {
            self.considered = considered
            self.matched = matched
            self.regions = regions
        }

        /// `matched / considered`, 0 when nothing was considered.
        public var rate: Double { considered == 0 ? 0 : Double(matched) / Double(considered) }
    }

    /// Where Debian installs gettext translations.
    public static let defaultLocaleRoot = "/usr/share/locale"

    /// The folder of gettext locale folders.
    public var localeRoot: String
    /// Where the data comes from, recorded in the catalog's metadata (set `version` to the package's version).
    public var source = CatalogSource(name: "GeoNames alternate names (Debian libgeonames-common)",
                                      licence: "CC-BY-4.0", url: "https://www.geonames.org")

    /// Creates an importer reading the translations under `localeRoot`.
    public init(localeRoot: String = LibGeoNamesImporter.defaultLocaleRoot) {
        self.localeRoot = localeRoot
    }

    /// Names the cities among `cities` (the places of the catalog `citiesName`, named in skip reasons); with
    /// `regions`, matches the other ids to them. A missing locale root is `ImportError.unreadable`; a `.mo` file
    /// that cannot be read is a skip naming it and why, and the other locales are still imported.
    public func run(cities: [Place], citiesName: String, regions: [Place] = []) throws(ImportError) -> Result {
        var report = ImportReport()
        let files = try LibGeoNamesLocales.files(root: localeRoot, report: &report)
        let matcher = regions.isEmpty ? nil : LibGeoNamesDivisionMatcher(places: regions)
        var builder = LibGeoNamesBuilder(cities: cities, citiesName: citiesName, collectsOthers: matcher != nil)
        builder.report = report
        for file in files {
            let mo: MOFile
            do {
                mo = try MOFile.read(path: file.path)
            } catch {
                builder.report.skip("not a readable .mo file: \(error.message)", at: "\(file.path): offset \(error.offset)",
                                    value: file.folder)
                continue
            }
            builder.add(mo, from: file)
        }
        report = builder.report
        var divisions: Divisions?
        if let matcher {
            let outcome = matcher.match(builder.divisionNames, report: &report)
            divisions = Divisions(considered: outcome.considered, matched: outcome.matched, regions: outcome.regions)
        }
        let metadata = CatalogMetadata(generatedBy: "names import libgeonames", sources: [source])
        return Result(catalog: Catalog(metadata: metadata, places: builder.places()), report: report,
                      divisions: divisions)
    }

    /// Reads the cities catalog at `citiesPath` and the region catalogs (files, or folders of `*.json`) at
    /// `regionPaths`, then runs. A catalog that cannot be read or is not a catalog is `ImportError.unreadable`.
    public func run(citiesPath: String, regionPaths: [String] = []) throws(ImportError) -> Result {
        let cities = try Self.places(in: [citiesPath])
        let regions = try Self.places(in: regionPaths)
        return try run(cities: cities, citiesName: citiesPath, regions: regions)
    }

    private static func places(in paths: [String]) throws(ImportError) -> [Place] {
        do {
            var places: [Place] = []
            for file in try CatalogFiles.find(paths) { places += try Catalog.read(from: file).places }
            return places
        } catch {
            throw .unreadable(path: paths.joined(separator: ", "), reason: "not a readable catalog: \(error)")
        }
    }
}
