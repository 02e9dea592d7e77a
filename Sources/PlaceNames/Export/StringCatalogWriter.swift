/// `--format xcstrings`: one Xcode String Catalog holding every exported language, in Xcode's own layout
/// (`"key" : value`, two-space indent, keys in code point order, no final newline).
///
/// Source language English; each place id is a manually managed key (`extractionState` `manual`); names in the
/// exported language are `translated`, names filled from a fallback language `needs_review`.
enum StringCatalogWriter {
    static func write(_ exports: [NameExport]) -> [UInt8] {
        var table: [[UInt8]: (id: String, units: [(tag: String, name: ExportedName)])] = [:]
        for export in exports {
            for entry in export.names {
                table[Array(entry.id.utf8), default: (entry.id, [])].units.append((export.language.bcp47, entry))
            }
        }
        var writer = CanonicalJSONWriter()
        writer.output.append(contentsOf: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {".utf8)
        let keys = table.keys.sorted { $0.lexicographicallyPrecedes($1) }
        for (position, key) in keys.enumerated() {
            let (id, units) = table[key]!
            writer.output.append(contentsOf: (position == 0 ? "\n    " : ",\n    ").utf8)
            writer.writeString(id)
            writer.output.append(contentsOf: (" : {\n      \"extractionState\" : \"manual\",\n"
                + "      \"localizations\" : {").utf8)
            let sorted = units.sorted { $0.tag.utf8.lexicographicallyPrecedes($1.tag.utf8) }
            for (unitPosition, unit) in sorted.enumerated() {
                writer.output.append(contentsOf: (unitPosition == 0 ? "\n        " : ",\n        ").utf8)
                writer.writeString(unit.tag)
                let state = unit.name.fallback == nil && !unit.name.isDefaultName ? "translated" : "needs_review"
                writer.output.append(contentsOf: (" : {\n          \"stringUnit\" : {\n"
                    + "            \"state\" : \"\(state)\",\n            \"value\" : ").utf8)
                writer.writeString(unit.name.name)
                writer.output.append(contentsOf: "\n          }\n        }".utf8)
            }
            writer.output.append(contentsOf: "\n      }\n    }".utf8)
        }
        writer.output.append(contentsOf: (keys.isEmpty ? "\n\n  },\n" : "\n  },\n").utf8)
        writer.output.append(contentsOf: "  \"version\" : \"1.0\"\n}".utf8)
        return writer.output
    }
}
