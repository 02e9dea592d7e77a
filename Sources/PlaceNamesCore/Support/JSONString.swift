/// The one JSON string writer of the package, used by the canonical catalog writer, the reports' `OutputJSON` and
/// the service's answers, so every JSON the project writes escapes a string the same way.
package enum JSONString {
    /// Which characters besides those JSON requires are escaped.
    package enum Style: Sendable {
        /// Only what JSON requires: `"`, `\` and the control characters (`\b \f \n \r \t`, the others as
        /// `\u00XX`). Never `/` and never non-ASCII, so names stay readable UTF-8.
        case required
        /// Also U+2028 and U+2029 as `\u2028` and `\u2029`: JSON that may be pasted into JavaScript source, where
        /// those two end a line (reports that tools and pages embed).
        case javaScriptSafe
    }

    /// Appends `text` as a quoted JSON string.
    package static func append(_ text: String, to output: inout [UInt8], style: Style = .required) {
        output.append(UInt8(ascii: "\""))
        // Most strings (every answer's names) need no escape: copy them whole rather than byte by byte.
        if !needsEscape(text, style) {
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00..<0x20:
                output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                           hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            case 0xE2 where style == .javaScriptSafe:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                guard let second = utf8.next() else { output.append(byte); break }
                guard second == 0x80, let third = utf8.next() else { output.append(contentsOf: [byte, second]); break }
                if third == 0xA8 || third == 0xA9 {
                    output.append(contentsOf: Array(third == 0xA8 ? "\\u2028".utf8 : "\\u2029".utf8))
                } else {
                    output.append(contentsOf: [byte, second, third])
                }
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a quoted JSON string to a `String`.
    package static func append(_ text: String, to output: inout String, style: Style = .required) {
        // Most strings need no escape: append them whole.
        if !needsEscape(text, style) {
            output += "\""
            output += text
            output += "\""
            return
        }
        var bytes: [UInt8] = []
        append(text, to: &bytes, style: style)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Whether some byte of `text` may need an escape in `style` (E2 starts U+2028 and U+2029).
    private static func needsEscape(_ text: String, _ style: Style) -> Bool {
        func needs(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == 0x22 || byte == 0x5C || (style == .javaScriptSafe && byte == 0xE2)
        }
        // A native string's bytes in one buffer: a plain loop over them, not the view's iterator (a search answer
        // asks this of every string it writes).
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: needs) }
            ?? text.utf8.contains(where: needs)
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
