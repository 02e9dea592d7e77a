extension KeyedDecodingContainer {
    /// Decodes a ``DictionaryWrapper`` property, reading a missing or `null` member as an empty dictionary.
    public func decode<DictionaryKey, Value: Decodable>(
        _ type: DictionaryWrapper<DictionaryKey, Value>.Type, forKey key: K
    ) throws -> DictionaryWrapper<DictionaryKey, Value> {
        try decodeIfPresent(type, forKey: key) ?? DictionaryWrapper(wrappedValue: [:])
    }
}
