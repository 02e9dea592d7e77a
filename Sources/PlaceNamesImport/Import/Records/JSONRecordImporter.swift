import PlaceNames

/// Imports places from JSON records whose names sit in flat keys that follow a pattern: Natural Earth's
/// `NAME_EN`, OpenStreetMap's `name:th`, the `name_th` of many APIs.
///
/// Sources are an array of records or a GeoJSON FeatureCollection (properties are the record, a Point
/// geometry its position); records may nest child records (`districts[].sub_districts[]`). Null and empty
/// names, unknown language codes and unusable values are skipped and reported, never dropped silently.
///
/// Ids for the real sources (see `Scripts/bench-import.sh` for the full options):
/// - Natural Earth: `wikidata:Q1861` from `wikidataid`, else `geonames:1609350` from `GEONAMEID` (-1 and 0
///   mean none), else `wof:<wof_id>` (this export has no `ne_id`; Who's On First ids are in every record).
///   Ten Wikidata ids are shared by two records each; the later record takes its next id, with a note.
/// - thai-admin: `th-admin:region:1`, `th-admin:district:1001`, `th-admin:subdistrict:100101` from the data's
///   own `id` and the level's kind. The data has no ISO 3166-2 code: province ids are row numbers (Bangkok is
///   1, ISO `TH-10`); district and sub-district ids are the Thai geocodes, whose first two digits are the
///   province's ISO 3166-2 number (true for all 77 provinces against iso-codes).
public struct JSONRecordImporter: Sendable {
    /// How records are read.
    public var options: JSONRecordOptions

    /// Creates an importer.
    public init(options: JSONRecordOptions) {
        self.options = options
    }

    /// Reads the files in order and returns the catalog (places in id order) and what was skipped and why.
    public func run(files: [String]) throws(ImportError) -> (catalog: Catalog, report: ImportReport) {
        var documents: [(file: String, document: JSONDocument)] = []
        for file in files {
            let bytes = try ImportSource.bytes(of: file)
            do {
                documents.append((file, try JSONDocument(bytes: bytes)))
            } catch {
                throw .invalid([Diagnostic(file: file, line: error.location.line, column: error.location.column,
                                           severity: .error, code: "json-syntax", message: error.message)])
            }
        }
        return try run(documents: documents)
    }

    /// Imports already parsed documents; `file` names each in skip locations and errors.
    public func run(documents: [(file: String, document: JSONDocument)]) throws(ImportError)
        -> (catalog: Catalog, report: ImportReport)
    {
        var builder = RecordCatalogBuilder(options: options)
        for (file, document) in documents {
            try builder.add(document, file: file)
        }
        try checkFields(seen: builder.fieldsSeen, documents: documents.map(\.document))
        let places = builder.places.values.sorted { ImportSource.idOrder($0.id, $1.id) }
        let metadata = CatalogMetadata(generatedBy: options.generatedBy, sources: options.source.map { [$0] } ?? [])
        return (Catalog(metadata: metadata, places: places), builder.report)
    }

    /// Fails when an option names a field that no record has: a typo would otherwise lose every value.
    private func checkFields(seen: Set<String>, documents: [JSONDocument]) throws(ImportError) {
        for (field, option) in options.namedFields where !seen.contains(field) {
            let keys = fieldNames(in: documents)
            guard !keys.isEmpty else { return }  // no records at all: nothing to check against
            let hint = didYouMean(field, among: keys)
            let strategy = options.keyStrategy.map { " (keys as --key-strategy \($0.rawValue) spells them)" } ?? ""
            throw .options("\(option) \(field): no record has this field\(strategy)\(hint)")
        }
    }

    /// The field names of the records (top level and nested), after the key strategy, for suggestions.
    private func fieldNames(in documents: [JSONDocument]) -> Set<String> {
        var names: Set<String> = []
        func visit(_ node: JSONNode) {
            let record = node["type"]?.isString("Feature") == true ? (node["properties"] ?? node) : node
            for member in record.members where options.namePattern.languageCode(in: member.key) == nil {
                names.insert(options.keyStrategy?.convert(member.key) ?? member.key)
                if member.value.kind == .array { member.value.elements.forEach(visit) }
            }
        }
        for document in documents {
            let root = document.root
            (root.kind == .array ? root : root["features"])?.elements.forEach(visit)
        }
        return names
    }
}
