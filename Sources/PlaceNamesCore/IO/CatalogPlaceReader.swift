/// The strict, fast catalog reader: what every command, the service and merges read catalogs with.
///
/// Which reader to use:
/// - **`CatalogPlaceReader`** (this type, through `Catalog.read(from:)`, `Catalog(jsonBytes:)`,
///   `Catalog(document:)` or the static methods below): the catalog's values, or the first error. It walks the
///   parsed document's tape instead of going through Codable, several times faster than a full decode, checking
///   the catalog's shape as it goes (format marker, version, field names and types, language keys, repeated
///   keys, name objects). Anything unexpected hands the document to the Codable decoder, so a broken catalog
///   fails with exactly the error the decoder gives, at its line and column, and a valid one gives exactly the
///   catalog the decoder would.
/// - **`CatalogSourceMap`**: where each place, name and field of a document is, recorded by this reader's walk
///   of the same tape. `MergeInput.read` reads both, from one parse, so merge conflicts are located without
///   parsing a file again.
/// - **`LenientCatalogReader`** (the validator's, in `PlaceNames`): the lenient reader. It reports every problem
///   of a file with its location and goes on where this reader stops; use it to check a file, not to load one.
///   It dispatches on the same `SchemaKeyTable`s and `LanguageKeyTable` as this reader. The service runs both
///   over one parse of each file (`ParsedCatalogFile`): the lenient reader to validate, this one to load.
///
/// All three take the field names from ``CatalogSchema``.
///
/// An instance is one walk over a document: every method returns nil for anything a plainly written valid
/// catalog does not have (an unknown or repeated key, a wrong type, a key written with escapes), and the static
/// entry points then let the Codable decoder decide and report. It reads raw pointers, so the hot loop does no
/// reference counting and makes no String per key: an instance must not outlive the `withReader` call that
/// made it.
public struct CatalogPlaceReader {
    unowned(unsafe) let storage: JSONStorage
    let tape: UnsafePointer<JSONTapeEntry>
    let bytes: UnsafePointer<UInt8>
    let table: LanguageKeyTable

    /// The whole catalog in `document`.
    public static func catalog(in document: JSONDocument, file: String?) throws(CatalogReadError) -> Catalog {
        let walked = withReader(over: document, table: .all) { $0.catalog() }
        if let walked { return walked }
        return try Catalog(decoding: document, file: file)
    }

    /// The places of the catalog in `document`, each with only the names in `languages` (for exports and
    /// statistics, which need a few languages of a large catalog).
    public static func places(
        in document: JSONDocument, file: String?, languages: Set<Language>
    ) throws(CatalogReadError) -> [Place] {
        let table = languages.count == Language.allCases.count ? .all : LanguageKeyTable(wanted: languages)
        let walked = withReader(over: document, table: table) { $0.places() }
        if let walked { return walked }
        return try Catalog(decoding: document, file: file).places.map { place in
            var place = place
            place.names = place.names.filter { languages.contains($0.key) }
            return place
        }
    }

    /// Runs `body` with a reader over `document`, keeping the document alive meanwhile.
    static func withReader<Result>(
        over document: JSONDocument, table: LanguageKeyTable, _ body: (CatalogPlaceReader) -> Result
    ) -> Result {
        let storage = document.storage
        return withExtendedLifetime(storage) {
            storage.bytes.withUnsafeBufferPointer { bytes in
                body(CatalogPlaceReader(storage: storage, tape: UnsafePointer(storage.tape.baseAddress!),
                                        bytes: bytes.baseAddress!, table: table))
            }
        }
    }
}
