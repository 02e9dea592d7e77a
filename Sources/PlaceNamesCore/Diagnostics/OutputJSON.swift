/// A small JSON value for machine-readable reports, written with its members in the order given
/// (so reports read in a fixed, documented order) and 2-space indentation.
public indirect enum OutputJSON: Sendable, Hashable {
    /// An object, with its members in the order given.
    case object([(String, OutputJSON)])
    /// An array.
    case array([OutputJSON])
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    public static func == (a: OutputJSON, b: OutputJSON) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The JSON text, ending in a newline.
    public var text: String {
        var writer = CanonicalJSONWriter(stringStyle: .javaScriptSafe)
        writer.write(encodedValue, indent: 0)
        writer.output.append(0x0A)
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// The same value as the encoder's tree, whose members are appended as given: a report may not reorder or
    /// merge them, which `EncodedObject.set` would do for a repeated key.
    private var encodedValue: EncodedValue {
        switch self {
        case .object(let members):
            let object = EncodedObject(sortsKeys: false)
            object.keys = members.map(\.0)
            object.values = members.map(\.1.encodedValue)
            return .object(object)
        case .array(let elements):
            let array = EncodedArray()
            array.values = elements.map(\.encodedValue)
            return .array(array)
        case .string(let text): return .string(text)
        case .int(let number): return .number(String(number))
        case .bool(let bool): return .bool(bool)
        case .null: return .null
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, and U+2028/U+2029 too, since
    /// reports get pasted into JavaScript; everything else as is.
    package static func writeString(_ text: String, to out: inout String) {
        JSONString.append(text, to: &out, style: .javaScriptSafe)
    }
}

extension Optional where Wrapped == String {
    /// The string, or `null`.
    var outputJSON: OutputJSON { map(OutputJSON.string) ?? .null }
}
