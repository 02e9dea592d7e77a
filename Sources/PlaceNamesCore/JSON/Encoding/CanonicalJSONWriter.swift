/// Writes an `EncodedValue` tree as the project's canonical bytes: 2-space indentation, `"key": value`, one member
/// or element a line. The one JSON printer of the package: catalogs, exports and the reports' `OutputJSON` all go
/// through it, so they cannot drift apart in layout.
package struct CanonicalJSONWriter {
    package var output: [UInt8] = []
    /// How strings are escaped: catalogs escape only what JSON requires, reports also U+2028 and U+2029.
    let stringStyle: JSONString.Style

    package init(stringStyle: JSONString.Style = .required) {
        self.stringStyle = stringStyle
    }

    mutating func write(_ value: EncodedValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let bool): append(bool ? "true" : "false")
        case .number(let text): append(text)
        case .string(let text): writeString(text)
        case .pending(let encoder): write(encoder.value ?? .object(EncodedObject(sortsKeys: false)), indent: indent)
        case .array(let array):
            guard !array.values.isEmpty else { return append("[]") }
            output.append(UInt8(ascii: "["))
            for (position, element) in array.values.enumerated() {
                output.append(contentsOf: position == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
                writeIndent(indent + 2)
                write(element, indent: indent + 2)
            }
            output.append(0x0A)
            writeIndent(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.keys.isEmpty else { return append("{}") }
            var order = Array(object.keys.indices)
            if object.sortsKeys {
                order.sort { object.keys[$0].utf8.lexicographicallyPrecedes(object.keys[$1].utf8) }
            }
            output.append(UInt8(ascii: "{"))
            for (position, index) in order.enumerated() {
                output.append(contentsOf: position == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
                writeIndent(indent + 2)
                writeString(object.keys[index])
                output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
                write(object.values[index], indent: indent + 2)
            }
            output.append(0x0A)
            writeIndent(indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func writeIndent(_ count: Int) {
        output.append(contentsOf: repeatElement(0x20, count: count))
    }

    /// Escapes only what JSON requires: `"`, `\` and control characters; never `/` or non-ASCII.
    package mutating func writeString(_ text: String) {
        JSONString.append(text, to: &output, style: stringStyle)
    }
}
