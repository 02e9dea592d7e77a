import PlaceNames

/// The header of a names CSV: `id,kind`, then one column per language (raw values or BCP 47 tags), and
/// optionally `country`, `population`, `latitude` and `longitude` columns.
struct CSVHeader {
    enum Column: Equatable {
        case id, kind, country, population, latitude, longitude
        case name(Language)
        /// A column whose header is in error (the header is then refused), kept so positions stay right.
        case invalid
    }

    var columns: [Column]

    static let fieldColumns: [String: Column] = [
        "country": .country, "population": .population, "latitude": .latitude, "longitude": .longitude,
    ]

    /// Reads the header, or every problem in it as a diagnostic at its line and column.
    static func read(_ fields: [CSVParser.Field], file: String) -> Result<CSVHeader, ImportError> {
        var columns: [Column] = []
        var problems: [Diagnostic] = []
        func problem(_ field: CSVParser.Field, _ code: String, _ message: String) {
            problems.append(Diagnostic(file: file, location: field.location, severity: .error, code: code,
                                       message: message))
        }
        for (position, field) in fields.enumerated() {
            let text = String(Language.trimmed(field.text))
            if position < 2 {
                let expected = position == 0 ? "id" : "kind"
                if text != expected {
                    problem(field, "csv-header",
                            "column \(position + 1) must be '\(expected)': the header is id,kind,<language>...")
                }
                columns.append(position == 0 ? .id : .kind)
                continue
            }
            let column: Column
            if let fieldColumn = fieldColumns[text] {
                column = fieldColumn
            } else {
                do {
                    column = .name(try Language.parse(text))
                } catch {
                    problem(field, "unknown-language", String(describing: error))
                    columns.append(.invalid)
                    continue
                }
            }
            if let earlier = columns.firstIndex(of: column) {
                let what = if case .name(let language) = column { "language '\(language)'" } else { "'\(text)'" }
                problem(field, "duplicate-column", "\(what) has two columns (also column \(earlier + 1))")
            }
            columns.append(column)
        }
        if fields.count < 3 {
            problem(fields.last ?? CSVParser.Field(text: "", location: SourceLocation(line: 1, column: 1)),
                    "csv-header", "no language columns: the header is id,kind,<language>... (thai, th, zh-Hant)")
        }
        return problems.isEmpty ? .success(CSVHeader(columns: columns)) : .failure(.invalid(problems))
    }
}
