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
        // `withUTF8` gives every native string's bytes in one buffer, the short ones (up to 15 bytes, stored in the
        // string itself) included, which `utf8.withContiguousStorageIfAvailable` does not: most keys and values
        // of an answer are that short.
        var text = text
        text.withUTF8 { append(utf8: $0, to: &output, style: style) }
    }

    /// Appends the UTF-8 bytes `utf8` as a quoted JSON string.
    package static func append(utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], style: Style = .required) {
        output.append(UInt8(ascii: "\""))
        // Most strings (every answer's names) need no escape: copy them whole rather than byte by byte.
        if !needsEscape(utf8, style) {
            output.append(contentsOf: utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        var bytes = utf8.makeIterator()
        while let byte = bytes.next() {
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
                guard let second = bytes.next() else { output.append(byte); break }
                guard second == 0x80, let third = bytes.next() else { output.append(contentsOf: [byte, second]); break }
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

    /// Whether some byte of `text` may need an escape in `style`.
    private static func needsEscape(_ text: String, _ style: Style) -> Bool {
        var text = text
        return text.withUTF8 { needsEscape($0, style) }
    }

    /// Whether some byte of `utf8` may need an escape in `style`, eight bytes at a time (an answer asks it of
    /// every string it writes): with the word's bytes as lanes, `w - 0x01… & ~w & 0x80…` is not zero exactly when
    /// some byte of `w` is zero, and `w - n·0x01… & ~w & 0x80…` when some byte is below `n` (`n` at most 0x80).
    private static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>, _ style: Style) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        let bytes = UnsafeRawBufferPointer(utf8)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if (word &- ones &* 0x20) & ~word & highs != 0 || hasZero(word ^ ones &* 0x22) || hasZero(word ^ ones &* 0x5C)
                || (style == .javaScriptSafe && hasZero(word ^ ones &* 0xE2)) {
                return true
            }
            offset += 8
        }
        return utf8[offset...].contains { needsEscape($0, style) }
    }

    /// Whether `byte` may need an escape in `style` (E2 starts U+2028 and U+2029).
    @inline(__always) private static func needsEscape(_ byte: UInt8, _ style: Style) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || (style == .javaScriptSafe && byte == 0xE2)
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
