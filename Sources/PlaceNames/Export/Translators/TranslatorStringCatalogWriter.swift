/// `--format xcstrings` for translators: an Xcode String Catalog whose source language is the export's source
/// language, each place id a manual key with its context as the `comment`, the source text as the source
/// language's unit, and the current name (if any) as the target language's `translated` unit. A missing name
/// has no unit for the target language, as Xcode shows a string still to translate.
enum TranslatorStringCatalogWriter {
    static func write(_ export: TranslationExport) -> [UInt8] {
        let sourceTag = export.sourceLanguage.bcp47
        let targetTag = export.language.bcp47
        var writer = CanonicalJSONWriter()
        writer.output.append(contentsOf: "{\n  \"sourceLanguage\" : ".utf8)
        writer.writeString(sourceTag)
        writer.output.append(contentsOf: ",\n  \"strings\" : {".utf8)
        let units = export.units.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        for (position, unit) in units.enumerated() {
            writer.output.append(contentsOf: (position == 0 ? "\n    " : ",\n    ").utf8)
            writer.writeString(unit.id)
            writer.output.append(contentsOf: " : {\n      \"comment\" : ".utf8)
            writer.writeString((unit.context + ["file: \(unit.file)"]).joined(separator: "\n"))
            writer.output.append(contentsOf: ",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {".utf8)
            var localizations = [(sourceTag, unit.source)]
            if let target = unit.target { localizations.append((targetTag, target)) }
            localizations.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (index, (tag, value)) in localizations.enumerated() {
                writer.output.append(contentsOf: (index == 0 ? "\n        " : ",\n        ").utf8)
                writer.writeString(tag)
                writer.output.append(contentsOf: (" : {\n          \"stringUnit\" : {\n"
                    + "            \"state\" : \"translated\",\n            \"value\" : ").utf8)
                writer.writeString(value)
                writer.output.append(contentsOf: "\n          }\n        }".utf8)
            }
            writer.output.append(contentsOf: "\n      }\n    }".utf8)
        }
        writer.output.append(contentsOf: (units.isEmpty ? "\n\n  },\n" : "\n  },\n").utf8)
        writer.output.append(contentsOf: "  \"version\" : \"1.0\"\n}".utf8)
        return writer.output
    }
}
