import PlaceNames

/// Reads the JSON `names export` writes: `{"<id>": "<name>"}`, or `{"<id>": {"name": …, "source": …, …}}` (with
/// labels, aliases or for translators; other members are context, not read). An empty name is untranslated.
/// The file names no language.
enum TranslationJSONReader {
    static func read(bytes: [UInt8], path: String, language: Language?) throws(ImportError) -> TranslationFile {
        let text = TranslationText(bytes: bytes, path: path)
        let document = try TranslationJSON.parse(text)
        var collector = TranslationCollector(text)
        let root = document.root
        guard root.kind == .object else {
            throw .invalid([text.error("json-format", "the file is \(TranslationJSON.kind(root)): expected an object "
                + "from place id to name", at: text.location(ofOffset: root.offset))])
        }
        for member in root.members {
            let keyLocation = text.location(ofOffset: member.keyNode.offset)
            let id = member.key
            guard !id.isEmpty else {
                collector.error("missing-id", "an empty key: the place id is missing", at: keyLocation)
                continue
            }
            guard collector.claim(id, at: keyLocation, noun: "id") else { continue }
            var name = member.value
            var source: String?
            if member.value.kind == .object {
                TranslationJSON.duplicateKeys(in: member.value, text: text, collector: &collector)
                guard let named = member.value["name"] else {
                    collector.error("json-format", "'\(id)' has no \"name\": expected {\"name\": \"…\"}",
                                    at: text.location(ofOffset: member.value.offset))
                    continue
                }
                name = named
                if let sourceNode = member.value["source"] {
                    guard let text = sourceNode.string else {
                        collector.error("json-format", "the \"source\" of '\(id)' is \(TranslationJSON.kind(sourceNode)): "
                            + "expected a string", at: text.location(ofOffset: sourceNode.offset))
                        continue
                    }
                    source = text
                }
            }
            guard let target = name.string else {
                collector.error("json-format", "the name of '\(id)' is \(TranslationJSON.kind(name)): expected a "
                    + "string, or an object with \"name\"", at: text.location(ofOffset: name.offset))
                continue
            }
            if target.isEmpty {
                collector.skip(.untranslated)
                continue
            }
            collector.entries.append(TranslationEntry(id: id, source: source, target: target,
                                                      location: TranslationJSON.contentLocation(of: name, in: text)))
        }
        return try collector.file(format: .json, language: language)
    }
}
