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
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private static let pads = (0..<64).map { String(repeating: " ", count: $0) }

    private static func pad(_ n: Int) -> String { n < pads.count ? pads[n] : String(repeating: " ", count: n) }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += Self.pad(indent + 2)
                Self.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += Self.pad(indent)
            out += "}"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (i, value) in elements.enumerated() {
                out += Self.pad(indent + 2)
                value.write(to: &out, indent: indent + 2)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += Self.pad(indent)
            out += "]"
        case .string(let text): Self.writeString(text, to: &out)
        case .int(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
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
