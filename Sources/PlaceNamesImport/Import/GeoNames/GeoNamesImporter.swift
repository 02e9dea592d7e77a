import PlaceNames

/// Imports GeoNames' alternate names (`alternateNamesV2.txt`, tab-separated) into places with names of the
/// right kinds, and codes (IATA, ICAO, FAA, UN/LOCODE, Wikidata) from its pseudo-languages.
///
/// Places get the id `geonames:<geonameid>`. The names file has no kinds, countries or positions: they come
/// from GeoNames' main table when `placesTable` is given, else every place gets `kind`.
/// The `from` and `to` columns (years a name was used) are not read: `isHistoric` says enough.
public struct GeoNamesImporter: Sendable {
    /// The kind of every place the place table does not give one.
    public var kind: PlaceKind
    /// GeoNames' main table for kinds, countries, positions and populations; when set, only its places are
    /// imported (rows of other places are counted, not read), which keeps the full alternate-names file small.
    public var placesTable: String?
    /// Where the data comes from, for the catalog's metadata.
    public var source = CatalogSource(name: "GeoNames", licence: "CC-BY-4.0", url: "https://www.geonames.org")
    /// The command recorded in the catalog's metadata.
    public var generatedBy = "names import geonames"

    /// Creates an importer; places get `kind`.
    public init(kind: PlaceKind = .city) {
        self.kind = kind
    }

    /// Reads the files in order and returns the catalog (places in id order) and what was skipped and why.
    public func run(files: [String]) throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        var builder = GeoNamesCatalogBuilder()
        if let placesTable {
            builder.table = try GeoNamesPlaceTable(path: placesTable, report: &builder.report)
        }
        for file in files {
            builder.add(try ImportSource.bytes(of: file), file: file)
        }
        return (catalog(builder.places(kind: kind)), builder.report)
    }

    /// Imports the text of one file; `file` names it in skip locations.
    public func run(text: String, file: String) -> (catalog: Catalog, report: ImportReport) {
        var builder = GeoNamesCatalogBuilder()
        builder.add(Array(text.utf8), file: file)
        return (catalog(builder.places(kind: kind)), builder.report)
    }

    private func catalog(_ places: [Place]) -> Catalog {
        Catalog(metadata: CatalogMetadata(generatedBy: generatedBy, sources: [source]), places: places)
    }
}
