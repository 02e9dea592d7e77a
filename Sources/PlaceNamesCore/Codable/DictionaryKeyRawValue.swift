/// A raw value that can name a JSON object member: `String` as is, `Int` in decimal (`"12"`).
///
/// ``DictionaryWrapper`` accepts any `RawRepresentable` key whose raw value conforms.
public protocol DictionaryKeyRawValue: Hashable, Sendable {
    /// The raw value written as a JSON object key, or `nil` if the text is not one.
    init?(objectKey: String)
    /// This raw value written as a JSON object key.
    var objectKey: String { get }
}

extension String: DictionaryKeyRawValue {
    public init?(objectKey: String) {
        self = objectKey
    }

    public var objectKey: String { self }
}

extension Int: DictionaryKeyRawValue {
    /// Accepts only the canonical decimal form (`"12"`, `"-3"`), so keys round-trip byte for byte.
    public init?(objectKey: String) {
        guard let value = Int(objectKey), String(value) == objectKey else { return nil }
        self = value
    }

    public var objectKey: String { String(self) }
}
