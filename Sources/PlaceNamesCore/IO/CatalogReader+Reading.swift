/// The strict reads: a catalog's values or the first error, where a broken file gets the Codable decoder's
/// error (at its line and column) and a valid one exactly the catalog the decoder would give.
extension CatalogReader {
    /// The whole catalog in `document`.
    public static func catalog(in document: JSONDocument, file: String?) throws(CatalogReadError) -> Catalog {
        let walked = withReader(over: document, mode: .builds) { reader -> Catalog? in
            reader.readCatalog()
            return reader.isUnreadable ? nil : Catalog(metadata: reader.metadata, places: reader.places)
        }
        if let walked { return walked }
        return try Catalog(decoding: document, file: file)
    }

    /// The places of the catalog in `document`, each with only the names in `languages` (for exports and
    /// statistics, which need a few languages of a large catalog).
    public static func places(
        in document: JSONDocument, file: String?, languages: Set<Language>
    ) throws(CatalogReadError) -> [Place] {
        let walked = withReader(over: document, mode: .builds, table: LanguageKeyTable(wanting: languages)) {
            reader -> [Place]? in
            reader.readCatalog()
            return reader.isUnreadable ? nil : reader.places
        }
        if let walked { return walked }
        return try Catalog(decoding: document, file: file).places.map { $0.keepingNames(in: languages) }
    }

    /// The catalog in `document` (its places only, each with the names in `languages`, when given) and, when
    /// `mapping`, the map of where its places and values are, from the same walk. A file the walk cannot read but
    /// the Codable decoder can (written unusually) is mapped by a second, lenient walk.
    package static func catalog(
        in document: JSONDocument, file: String?, languages: Set<Language>?, mapping: Bool
    ) throws(CatalogReadError) -> (catalog: Catalog, map: CatalogSourceMap?) {
        let table = languages.map(LanguageKeyTable.init(wanting:)) ?? .all
        let walked = withReader(over: document, mode: mapping ? [.builds, .maps] : .builds, table: table) {
            reader -> (Catalog, CatalogSourceMap?)? in
            reader.readCatalog()
            guard !reader.isUnreadable else { return nil }
            let metadata = languages == nil ? reader.metadata : CatalogMetadata()
            return (Catalog(metadata: metadata, places: reader.places), mapping ? reader.map : nil)
        }
        if let walked { return walked }
        var catalog = try Catalog(decoding: document, file: file)
        if let languages {
            catalog = Catalog(places: catalog.places.map { $0.keepingNames(in: languages) })
        }
        return (catalog, mapping ? CatalogSourceMap(document: document, languages: languages) : nil)
    }
}

extension Place {
    /// The place with only its names in `languages`.
    func keepingNames(in languages: Set<Language>) -> Place {
        var place = self
        place.names = place.names.filter { languages.contains($0.key) }
        return place
    }
}

extension LanguageKeyTable {
    /// The table that wants `languages`: the shared one when that is every language.
    init(wanting languages: Set<Language>) {
        self = languages.count == Language.allCases.count ? .all : LanguageKeyTable(wanted: languages)
    }
}

/// The strict reader's name before it became one reader with the validator's.
@available(*, deprecated, renamed: "CatalogReader")
public typealias CatalogPlaceReader = CatalogReader
