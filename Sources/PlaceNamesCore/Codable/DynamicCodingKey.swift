/// A coding key made at run time, for objects whose keys are data (`name:th`, `NAME_ZH`, `amenity3`).
///
/// `DynamicCodingKey("name:th")` or the literal `"name:th"` names an object key;
/// `DynamicCodingKey(intValue: 3)` names an array position.
public struct DynamicCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The key's name in the object.
    public let stringValue: String
    /// The position, for keys that name an array element; `nil` for object keys.
    public let intValue: Int?

    /// A key naming an object member.
    public init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// A key naming an object member.
    public init(stringValue: String) {
        self.init(stringValue)
    }

    /// A key naming an array element, rendered `[n]` in paths.
    public init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// A key naming an object member, from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A copy of any coding key.
    public init(_ key: any CodingKey) {
        self.stringValue = key.stringValue
        self.intValue = key.intValue
    }

    public var description: String { stringValue }
}
