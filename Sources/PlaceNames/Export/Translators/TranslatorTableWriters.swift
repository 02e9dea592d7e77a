/// `--format csv` and `--format json` for translators: one row (member) per place with the source text, the
/// name to fill in, and the context as columns (fields), so a spreadsheet or a script has everything.
enum TranslatorTableWriters {
    /// The CSV columns, in order; the import reads `id`, `source` and `name` and ignores the rest.
    static let columns = ["id", "source", "name", "kind", "country", "population", "latitude", "longitude", "label",
                          "file"]

    static func csv(_ export: TranslationExport) -> [UInt8] {
        var output = Array((columns.joined(separator: ",") + "\r\n").utf8)
        for unit in export.units {
            let fields = [unit.id, unit.source, unit.target ?? "", unit.kind.rawValue, unit.country ?? "",
                          unit.population.map(String.init) ?? "", unit.coordinate.map { "\($0.latitude)" } ?? "",
                          unit.coordinate.map { "\($0.longitude)" } ?? "", unit.label ?? "", unit.file]
            for (index, field) in fields.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                CSVNamesWriter.field(field, to: &output)
            }
            output.append(contentsOf: [0x0D, 0x0A])
        }
        return output
    }

    /// `{"<id>": {"source": ..., "name": ..., "kind": ..., ...}}`, one member per line, in export order.
    static func json(_ export: TranslationExport) -> [UInt8] {
        guard !export.units.isEmpty else { return Array("{}\n".utf8) }
        var writer = CanonicalJSONWriter()
        writer.output.append(UInt8(ascii: "{"))
        for (position, unit) in export.units.enumerated() {
            writer.output.append(contentsOf: (position == 0 ? "\n  " : ",\n  ").utf8)
            writer.writeString(unit.id)
            var fields: [(String, String)] = [("source", unit.source), ("name", unit.target ?? ""),
                                              ("kind", unit.kind.rawValue)]
            if let country = unit.country { fields.append(("country", country)) }
            if let label = unit.label { fields.append(("label", label)) }
            fields.append(("file", unit.file))
            writer.output.append(contentsOf: ": {".utf8)
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { writer.output.append(contentsOf: ", ".utf8) }
                writer.writeString(key)
                writer.output.append(contentsOf: ": ".utf8)
                writer.writeString(value)
            }
            if let population = unit.population { writer.output.append(contentsOf: ", \"population\": \(population)".utf8) }
            if let coordinate = unit.coordinate {
                writer.output.append(contentsOf:
                    ", \"coordinate\": [\(coordinate.latitude), \(coordinate.longitude)]".utf8)
            }
            writer.output.append(UInt8(ascii: "}"))
        }
        writer.output.append(contentsOf: "\n}\n".utf8)
        return writer.output
    }
}
