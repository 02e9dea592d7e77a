extension KeyedDecodingContainer where K == DynamicCodingKey {
    /// Decodes the value at a nested path (`"properties.NAME_EN"`); a missing object or member throws
    /// `keyNotFound` at the level where it is missing.
    public func decode<T: Decodable>(_ type: T.Type, at path: NestedKeyPath) throws -> T {
        let keys = path.codingKeys
        return try container(holding: keys).decode(type, forKey: keys[keys.count - 1])
    }

    /// Decodes the value at a nested path, or `nil` when any object on the way, or the member, is missing or
    /// `null`.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, at path: NestedKeyPath) throws -> T? {
        let keys = path.codingKeys
        var container = self
        for key in keys.dropLast() {
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            container = try container.nestedContainer(keyedBy: DynamicCodingKey.self, forKey: key)
        }
        return try container.decodeIfPresent(type, forKey: keys[keys.count - 1])
    }

    /// Whether the value at a nested path is present (it may be `null`).
    public func contains(at path: NestedKeyPath) -> Bool {
        let keys = path.codingKeys
        var container = self
        for key in keys.dropLast() {
            guard let next = try? container.nestedContainer(keyedBy: DynamicCodingKey.self, forKey: key) else {
                return false
            }
            container = next
        }
        return container.contains(keys[keys.count - 1])
    }

    private func container(holding keys: [DynamicCodingKey]) throws -> Self {
        var container = self
        for key in keys.dropLast() {
            container = try container.nestedContainer(keyedBy: DynamicCodingKey.self, forKey: key)
        }
        return container
    }
}

extension KeyedEncodingContainer where K == DynamicCodingKey {
    /// Encodes `value` at a nested path, creating the objects on the way (or adding to ones already
    /// written through the same container).
    public mutating func encode<T: Encodable>(_ value: T, at path: NestedKeyPath) throws {
        let keys = path.codingKeys
        var container = self
        for key in keys.dropLast() {
            container = container.nestedContainer(keyedBy: DynamicCodingKey.self, forKey: key)
        }
        try container.encode(value, forKey: keys[keys.count - 1])
    }

    /// Encodes `value` at a nested path unless it is `nil` (then nothing is written, not even the objects on
    /// the way).
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, at path: NestedKeyPath) throws {
        guard let value else { return }
        try encode(value, at: path)
    }
}
