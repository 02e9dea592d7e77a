/// A member nested inside objects, named in one place as a dotted path: `"properties.NAME_EN"`,
/// `"additionalInfo.elevation"`.
///
/// Declare paths once, as static constants, and use them for both directions:
///
/// ```swift
/// struct City: Codable {
///     static let name: NestedKeyPath = "properties.NAME_EN"
///     var name: String
///
///     init(from decoder: any Decoder) throws {
///         let keys = try decoder.container(keyedBy: DynamicCodingKey.self)
///         name = try keys.decode(String.self, at: Self.name)
///     }
///     func encode(to encoder: any Encoder) throws {
///         var keys = encoder.container(keyedBy: DynamicCodingKey.self)
///         try keys.encode(name, at: Self.name)
///     }
/// }
/// ```
///
/// Paths name keys as the decoder sees them, after its `keyDecodingStrategy`. A key that itself contains a dot
/// is written with ``init(components:)``.
public struct NestedKeyPath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The keys from the outermost object inwards; never empty.
    public let components: [String]

    /// Splits a dotted path: `"properties.NAME_EN"` → `["properties", "NAME_EN"]`.
    public init(_ path: String) {
        self.components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// A path from its keys, for keys that contain dots. `components` must not be empty.
    public init(components: [String]) {
        precondition(!components.isEmpty, "a NestedKeyPath needs at least one key")
        self.components = components
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The keys joined with dots.
    public var description: String {
        components.joined(separator: ".")
    }

    var codingKeys: [DynamicCodingKey] {
        components.map(DynamicCodingKey.init(_:))
    }
}
