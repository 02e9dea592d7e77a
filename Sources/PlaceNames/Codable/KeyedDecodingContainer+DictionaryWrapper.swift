extension KeyedDecodingContainer {
    /// Decodes a ``DictionaryWrapper`` property, reading a missing or `null` member as an empty dictionary.
    public func decode<Key, Value: Decodable>(
        _ type: DictionaryWrapper<Key, Value>.Type, forKey key: K
    ) throws -> DictionaryWrapper<Key, Value> {
        try decodeIfPresent(type, forKey: key) ?? DictionaryWrapper(wrappedValue: [:])
    }
}
