import PlaceNames
import PlaceNamesImport

/// Parts of the CLDR installed on the system as catalogs, each imported once for every test that reads it (those
/// tests carry `.needsCLDR`): the merge of real catalogs and `names merge` killed while it writes.
enum CLDRParts {
    /// CLDR territories and exemplar cities.
    static func catalog(_ part: CLDRImporter.Part) throws -> Catalog {
        try imported[part]!.get()
    }

    /// Each part imported once for every test.
    private static let imported: [CLDRImporter.Part: Result<Catalog, any Error>] = Dictionary(
        uniqueKeysWithValues: [CLDRImporter.Part.territories, .exemplarCities].map { part in
            (part, Result { try importPart(part) })
        })

    private static func importPart(_ part: CLDRImporter.Part) throws -> Catalog {
        var importer = CLDRImporter()
        importer.parts = [part]
        return try importer.run().catalog
    }
}
