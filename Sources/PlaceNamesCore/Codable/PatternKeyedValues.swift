/// The values of every key matching a ``KeyPattern``, typed by the caller's key type, plus the keys that
/// could not be used, so the caller can report them.
public struct PatternKeyedValues<Key: Hashable, Value> {
    /// The values by key (`[.thai: "กรุงเทพมหานคร", .english: "Bangkok"]`); `null` and empty strings are
    /// left out.
    public var values: [Key: Value]
    /// Matching keys whose suffix did not map to a `Key` (`name:xx`, `NAME_ZZ`), in code point order.
    public var unmapped: [String]
    /// Matching keys whose suffix mapped to a `Key` already taken by an earlier key in code point order
    /// (`name:zh-TW` when `name:zh-Hant` gave the same key), in code point order.
    public var duplicates: [String]

    /// Creates a result.
    public init(values: [Key: Value] = [:], unmapped: [String] = [], duplicates: [String] = []) {
        self.values = values
        self.unmapped = unmapped
        self.duplicates = duplicates
    }
}

extension PatternKeyedValues {
    /// The members this result could not use, as report items for the object at `codingPath`, so lossy
    /// decoding can record them:
    /// `decoder.decodingReport?.record(contentsOf: names.skippedItems(at: decoder.codingPath))`.
    public func skippedItems(at codingPath: [any CodingKey]) -> [SkippedItem] {
        let path = CodingPath(codingPath)
        var items = unmapped.map { SkippedItem(key: $0, in: path, reason: "unknown key '\($0)'") }
        items += duplicates.map {
            SkippedItem(key: $0, in: path, reason: "key '\($0)' names the same entry as an earlier key, which was kept")
        }
        return items
    }
}

extension PatternKeyedValues: Equatable where Value: Equatable {}
extension PatternKeyedValues: Sendable where Key: Sendable, Value: Sendable {}

extension KeyedDecodingContainer where K == DynamicCodingKey {
    /// Collects every member whose key matches `pattern` into a typed dictionary, keyed by `key(suffix)`.
    ///
    /// ```swift
    /// let keys = try decoder.container(keyedBy: DynamicCodingKey.self)
    /// let names = try keys.decodeValues(matching: .word("name", separators: "_"), as: String.self) {
    ///     Language(bcp47: String($0))            // NAME_ZH → .chineseSimplified, name_th → .thai
    /// }
    /// ```
    ///
    /// Members that are `null`, or strings that are empty, are skipped (Natural Earth leaves many name columns
    /// empty). A value of the wrong type throws, at its own key. Keys are visited in code point order, so
    /// ``PatternKeyedValues/duplicates`` is deterministic. The keys are those the decoder reports, after its
    /// `keyDecodingStrategy`: decode such records with `.useDefaultKeys`.
    public func decodeValues<Key: Hashable, Value: Decodable>(
        matching pattern: KeyPattern,
        as type: Value.Type = Value.self,
        keyedBy key: (Substring) throws -> Key?
    ) throws -> PatternKeyedValues<Key, Value> {
        var result = PatternKeyedValues<Key, Value>()
        var matching: [(codingKey: DynamicCodingKey, suffix: Substring)] = []
        for codingKey in allKeys {
            if let suffix = pattern.suffix(of: codingKey.stringValue) {
                matching.append((codingKey, suffix))
            }
        }
        matching.sort { $0.codingKey.stringValue.utf8.lexicographicallyPrecedes($1.codingKey.stringValue.utf8) }
        for (codingKey, suffix) in matching {
            guard let value = try decodeIfPresent(Value.self, forKey: codingKey) else { continue }
            if let text = value as? String, text.isEmpty { continue }
            guard let mapped = try key(suffix) else {
                result.unmapped.append(codingKey.stringValue)
                continue
            }
            if result.values[mapped] == nil {
                result.values[mapped] = value
            } else {
                result.duplicates.append(codingKey.stringValue)
            }
        }
        return result
    }

    /// Collects every member whose key matches `pattern`, keyed by `Key(rawValue:)` of the suffix
    /// (`name:th` → `Code(rawValue: "th")`), like the closure-taking variant.
    public func decodeValues<Key: Hashable & RawRepresentable, Value: Decodable>(
        matching pattern: KeyPattern,
        as type: Value.Type = Value.self,
        keyedBy keyType: Key.Type
    ) throws -> PatternKeyedValues<Key, Value> where Key.RawValue == String {
        try decodeValues(matching: pattern, as: type) { Key(rawValue: String($0)) }
    }
}
