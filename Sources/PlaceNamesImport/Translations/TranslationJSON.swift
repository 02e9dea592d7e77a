import PlaceNames

/// The project's strict JSON parser for the JSON formats (.xcstrings, JSON), with its errors as diagnostics and
/// the checks JSON itself leaves open: a key given twice in one object.
enum TranslationJSON {
    static func parse(_ text: TranslationText) throws(ImportError) -> JSONDocument {
        let invalid = text.invalidUTF8()
        guard invalid.isEmpty else { throw .invalid(invalid) }
        do {
            return try JSONDocument(bytes: text.bytes)
        } catch {
            throw .invalid([text.error("json-syntax", error.message, at: error.location)])
        }
    }

    /// Where a string value's text starts: after its opening quote.
    static func contentLocation(of node: JSONNode, in text: TranslationText) -> SourceLocation {
        text.location(ofOffset: node.offset + (node.kind == .string ? 1 : 0))
    }

    /// An error for each key of `object` that an earlier member already has (compared by bytes), except those
    /// `claimed` elsewhere (the ids, which the collector checks).
    static func duplicateKeys(in object: JSONNode, text: TranslationText, collector: inout TranslationCollector) {
        var first: [[UInt8]: Int] = [:]
        for member in object.members {
            let key = Array(member.key.utf8)
            let location = text.location(ofOffset: member.keyNode.offset)
            if let line = first[key] {
                collector.error("duplicate-key", "duplicate key '\(member.key)' (first on line \(line))", at: location)
            } else {
                first[key] = location.line
            }
        }
    }

    /// The node's kind for a message: "a number", "an array".
    static func kind(_ node: JSONNode) -> String { node.kind.description }
}
