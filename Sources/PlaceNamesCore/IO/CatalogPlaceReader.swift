/// Reads a parsed catalog by walking the document instead of going through Codable: what every command and the
/// service pay at start-up, several times faster than a full decode.
///
/// The walk (`CatalogTapeWalker`) checks the catalog's shape as it goes (format marker, version, field names and
/// types, language keys, repeated keys, name objects). Anything unexpected hands the document to the Codable
/// decoder, so a broken catalog fails with exactly the error `Catalog.read` gives, at its line and column, and a
/// valid one gives exactly the catalog the decoder would.
public enum CatalogPlaceReader {
    /// The whole catalog in `document`.
    public static func catalog(in document: JSONDocument, file: String?) throws(CatalogReadError) -> Catalog {
        let walked = CatalogTapeWalker.withWalker(over: document, table: .all) { $0.catalog() }
        if let walked { return walked }
        return try Catalog(decoding: document, file: file)
    }

    /// The places of the catalog in `document`, each with only the names in `languages` (for exports and
    /// statistics, which need a few languages of a large catalog).
    public static func places(
        in document: JSONDocument, file: String?, languages: Set<Language>
    ) throws(CatalogReadError) -> [Place] {
        let table = languages.count == Language.allCases.count ? .all : LanguageKeyTable(wanted: languages)
        let walked = CatalogTapeWalker.withWalker(over: document, table: table) { $0.places() }
        if let walked { return walked }
        return try Catalog(decoding: document, file: file).places.map { place in
            var place = place
            place.names = place.names.filter { languages.contains($0.key) }
            return place
        }
    }
}
