/// The six kinds of JSON value.
public enum JSONKind: Sendable, Hashable, CustomStringConvertible {
    /// `{…}`.
    case object
    /// `[…]`.
    case array
    /// `"…"`.
    case string
    /// A number, integer or not.
    case number
    /// `true` or `false`.
    case bool
    /// `null`.
    case null

    init(_ tag: JSONTag) {
        switch tag {
        case .null: self = .null
        case .falseValue, .trueValue: self = .bool
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
        }
    }

    /// The kind with its article, as error messages say it: "an object", "a string", "null".
    public var description: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
