/// Mapping JSON object keys to `Key`, and the messages for the ones that do not map.
extension DictionaryWrapper {
    /// The key whose raw value is written `name` in JSON, if there is one.
    @inline(__always)
    static func key(named name: String) -> Key? {
        guard let rawValue = Key.RawValue(objectKey: name) else { return nil }
        return Key(rawValue: rawValue)
    }

    /// The error for the first unknown key, in code point order, so the same input always names the same key.
    static func unknownKeyError(in names: some Sequence<String>, at path: [any CodingKey]) -> DecodingError {
        let unknown = names.filter { key(named: $0) == nil }
            .min { $0.utf8.lexicographicallyPrecedes($1.utf8) } ?? ""
        return DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: path + [DynamicCodingKey(unknown)],
            debugDescription: unknownKeyMessage(unknown)
        ))
    }

    /// `unknown key 'thia' — did you mean 'thai'?`, with suggestions when `Key` is ``KeySuggesting`` or
    /// `CaseIterable`.
    static func unknownKeyMessage(_ name: String) -> String {
        UnknownKeyMessages.message(for: name, keyType: Key.self) {
            let suggestions = suggestedKeyNames(for: name)
            if suggestions.isEmpty {
                return "unknown key '\(name)'"
            }
            return "unknown key '\(name)' — did you mean \(quotedAlternatives(suggestions))?"
        }
    }

    /// Up to three valid keys, as written in JSON, close to `name`.
    static func suggestedKeyNames(for name: String) -> [String] {
        if let suggesting = Key.self as? any KeySuggesting.Type {
            return suggestions(from: suggesting, for: name)
        }
        guard let caseIterable = Key.self as? any CaseIterable.Type else { return [] }
        return closestMatches(to: name, in: names(of: caseIterable))
    }

    private static func suggestions<Keys: KeySuggesting>(from type: Keys.Type, for name: String) -> [String] {
        Keys.suggestions(for: name, limit: 3).compactMap { ($0 as? Key)?.rawValue.objectKey }
    }

    private static func names<Keys: CaseIterable>(of type: Keys.Type) -> [String] {
        Keys.allCases.compactMap { ($0 as? Key)?.rawValue.objectKey }
    }
}
