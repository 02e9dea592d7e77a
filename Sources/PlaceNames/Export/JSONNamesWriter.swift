/// `--format json`: one JSON object from place id to name, its members in collation order; with labels or aliases,
/// from place id to `{"name": ..., "label": ..., "aliases": [...]}` (one member per line either way, so a diff
/// shows one place).
///
/// The file is the object alone (no room for the ICU version, which `names export` prints on stderr).
enum JSONNamesWriter {
    static func write(_ export: NameExport) -> [UInt8] {
        guard !export.names.isEmpty else { return Array("{}\n".utf8) }
        var writer = CanonicalJSONWriter()
        writer.output.reserveCapacity(export.names.count * (export.withAliases ? 160 : 64))
        writer.output.append(UInt8(ascii: "{"))
        for (position, entry) in export.names.enumerated() {
            writer.output.append(contentsOf: position == 0 ? Array("\n  ".utf8) : Array(",\n  ".utf8))
            writer.writeString(entry.id)
            writer.output.append(contentsOf: Array(": ".utf8))
            guard export.withAliases || export.withLabels else {
                writer.writeString(entry.name)
                continue
            }
            writer.output.append(contentsOf: Array("{\"name\": ".utf8))
            writer.writeString(entry.name)
            if export.withLabels, let label = entry.label {
                writer.output.append(contentsOf: Array(", \"label\": ".utf8))
                writer.writeString(label)
            }
            if export.withAliases {
                writer.output.append(contentsOf: Array(", \"aliases\": [".utf8))
                for (index, alias) in entry.aliases.enumerated() {
                    if index > 0 { writer.output.append(contentsOf: Array(", ".utf8)) }
                    writer.writeString(alias)
                }
                writer.output.append(UInt8(ascii: "]"))
            }
            writer.output.append(UInt8(ascii: "}"))
        }
        writer.output.append(contentsOf: Array("\n}\n".utf8))
        return writer.output
    }
}
