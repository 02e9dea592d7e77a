import PlaceNames

/// Reads the CSV `names export` writes (RFC 4180): a header with an `id` column and a `name` column (or
/// `target`), optionally `source`; other columns are context and not read. An empty name is untranslated. The
/// file names no language.
enum TranslationCSVReader {
    static func read(bytes: [UInt8], path: String, language: Language?) throws(ImportError) -> TranslationFile {
        let text = TranslationText(bytes: bytes, path: path)
        let invalid = text.invalidUTF8()
        guard invalid.isEmpty else { throw .invalid(invalid) }
        let records: [[CSVParser.Field]]
        do {
            records = try CSVParser.records(bytes)
        } catch {
            throw .invalid([text.error("csv-syntax", error.message, at: error.location)])
        }
        guard let header = records.first else {
            throw .invalid([text.error("csv-header", "empty file: expected a header with id and name columns")])
        }
        let columns = try Columns(header, text: text)
        var collector = TranslationCollector(text)
        for row in records.dropFirst() {
            guard row.count == header.count else {
                collector.error("csv-row", "row has \(row.count) fields, the header has \(header.count): quote a "
                    + "field that holds a comma", at: row[0].location)
                continue
            }
            let id = row[columns.id]
            guard !id.text.isEmpty else {
                collector.error("missing-id", "a row without an id: the place id is missing", at: id.location)
                continue
            }
            guard collector.claim(id.text, at: id.location, noun: "id") else { continue }
            let name = row[columns.name]
            if name.text.isEmpty {
                collector.skip(.untranslated)
                continue
            }
            collector.entries.append(TranslationEntry(id: id.text, source: columns.source.map { row[$0].text },
                                                      target: name.text, location: contentLocation(of: name, in: text)))
        }
        return try collector.file(format: .csv, language: language)
    }

    /// A field's text starts after its opening quote, if it has one.
    private static func contentLocation(of field: CSVParser.Field, in text: TranslationText) -> SourceLocation {
        guard let offset = text.offset(of: field.location), offset < text.bytes.count,
              text.bytes[offset] == UInt8(ascii: "\"") else { return field.location }
        return SourceLocation(line: field.location.line, column: field.location.column + 1)
    }

    /// Where the columns read are in the header.
    private struct Columns {
        var id: Int
        var name: Int
        var source: Int?

        init(_ header: [CSVParser.Field], text: TranslationText) throws(ImportError) {
            var found: [String: Int] = [:]
            var problems: [Diagnostic] = []
            for (index, field) in header.enumerated() {
                let name = String(Language.trimmed(field.text)).lowercased()
                guard ["id", "name", "target", "source"].contains(name) else { continue }
                if let earlier = found[name] {
                    problems.append(text.error("csv-header", "'\(name)' has two columns (also column \(earlier + 1))",
                                               at: field.location))
                }
                found[name] = found[name] ?? index
            }
            if found["name"] != nil, let target = found["target"] {
                problems.append(text.error("csv-header", "both a 'name' and a 'target' column: keep one",
                                           at: header[target].location))
            }
            let start = header.first?.location ?? SourceLocation(line: 1, column: 1)
            if found["id"] == nil {
                problems.append(text.error("csv-header", "no 'id' column: the header needs id and name columns",
                                           at: start))
            }
            if found["name"] == nil && found["target"] == nil {
                problems.append(text.error("csv-header", "no 'name' column (or 'target'): the header needs id and "
                    + "name columns", at: start))
            }
            guard problems.isEmpty, let id = found["id"], let name = found["name"] ?? found["target"] else {
                throw .invalid(problems)
            }
            self.id = id
            self.name = name
            source = found["source"]
        }
    }
}
