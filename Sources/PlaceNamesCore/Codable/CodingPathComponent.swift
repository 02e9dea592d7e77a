/// One step of a ``CodingPath``: a key of an object or an index into an array.
public enum CodingPathComponent: Hashable, Sendable {
    /// A key of a JSON object (or any keyed container).
    case key(String)
    /// A position in an array (an unkeyed container), counted from 0.
    case index(Int)

    /// Classifies a coding key: the keys that unkeyed containers push are indices, all others are keys.
    ///
    /// Foundation's decoders name array positions `Index 3` (with `intValue` 3); ``DynamicCodingKey``'s
    /// `init(intValue:)` names them `3`. A key whose `intValue` is set but whose name is something else (an
    /// `Int`-backed `CodingKeys` enum) is a key.
    public init(_ key: any CodingKey) {
        if let index = key.intValue {
            let name = key.stringValue
            if name.utf8.first == UInt8(ascii: "I"), name == "Index \(index)" {
                self = .index(index)
                return
            }
            if name == String(index) {
                self = .index(index)
                return
            }
        }
        self = .key(key.stringValue)
    }
}
