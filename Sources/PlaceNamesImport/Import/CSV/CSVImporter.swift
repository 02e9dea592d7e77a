import PlaceNames

/// Imports places from CSV files whose header is `id,kind,<language>...` (RFC 4180: quoted fields may hold
/// commas, line breaks and doubled quotes). Language columns are raw values or BCP 47 tags (`thai`, `th`,
/// `zh-Hant`); `country`, `population`, `latitude` and `longitude` columns are read when present.
///
/// An unknown header language fails the import with its line, column and the closest languages: a column
/// of names is never dropped. Empty cells, short rows and repeated ids are skipped and counted.
public struct CSVImporter: Sendable {
    /// Where the data comes from, for the catalog's metadata.
    public var source: CatalogSource?
    /// The command recorded in the catalog's metadata.
    public var generatedBy = "names import csv"

    /// Creates an importer; `source` is recorded in the catalog's metadata.
    public init(source: CatalogSource? = nil) {
        self.source = source
    }

    /// Reads the files in order and returns the catalog (places in id order) and what was skipped and why.
    public func run(files: [String]) throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        var builder = CSVCatalogBuilder()
        for file in files {
            try builder.add(try ImportSource.bytes(of: file), file: file)
        }
        return (catalog(builder), builder.report)
    }

    /// Imports the text of one file; `file` names it in locations.
    public func run(text: String, file: String) throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        var builder = CSVCatalogBuilder()
        try builder.add(Array(text.utf8), file: file)
        return (catalog(builder), builder.report)
    }

    private func catalog(_ builder: CSVCatalogBuilder) -> Catalog {
        let places = builder.places.values.sorted { ImportSource.idOrder($0.id, $1.id) }
        return Catalog(metadata: CatalogMetadata(generatedBy: generatedBy, sources: source.map { [$0] } ?? []),
                       places: places)
    }
}
