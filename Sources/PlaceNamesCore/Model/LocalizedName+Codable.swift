extension LocalizedName: Codable {
    private struct FieldKey: CodingKey {
        let stringValue: String
        init(_ kind: NameKind) { stringValue = kind.rawValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        // Most names are plain strings: try that shape first and fall back to the object.
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(text)
            return
        }
        let container: KeyedDecodingContainer<FieldKey>
        do {
            container = try decoder.container(keyedBy: FieldKey.self)
        } catch DecodingError.typeMismatch(_, let context) {
            throw DecodingError.typeMismatch(LocalizedName.self, DecodingError.Context(
                codingPath: context.codingPath,
                debugDescription: "expected a name: a string or an object with \"preferred\""))
        }
        // An unknown field would be a name silently dropped: refuse it.
        for key in container.allKeys where NameKind(rawValue: key.stringValue) == nil {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath + [key],
                debugDescription: "unknown name field '\(key.stringValue)'"
                    + didYouMean(key.stringValue, among: CatalogSchema.nameFields)))
        }
        self.init(try container.decode(String.self, forKey: FieldKey(.preferred)))
        for kind in NameKind.alternates {
            self[kind] = try container.decodeIfPresent([String].self, forKey: FieldKey(kind)) ?? []
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if isPlain {
            var single = encoder.singleValueContainer()
            try single.encode(preferred)
            return
        }
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(preferred, forKey: FieldKey(.preferred))
        for kind in NameKind.alternates where !self[kind].isEmpty {
            try container.encode(self[kind], forKey: FieldKey(kind))
        }
    }
}
