/// The bytes of a diff's text report, and how it writes what a reviewer reads: quoted names in which nothing
/// invisible hides, counts with thousands separators.
struct DiffTextWriter {
    private(set) var output: [UInt8] = []

    mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    mutating func newline() {
        output.append(0x0A)
    }

    /// `text` in double quotes, escaped as ``escaping(_:)`` says.
    mutating func quoted(_ text: String) {
        output.append(UInt8(ascii: "\""))
        escaped(text)
        output.append(UInt8(ascii: "\""))
    }

    /// `text` with `"` and `\` escaped by a backslash, and every character that would not show (or not show what
    /// it is) written as `\u{XXXX}`: controls (`\n`, `\t`, `\r` as such), format characters (zero-width space and
    /// joiners, direction marks, the byte order mark, the soft hyphen), spaces other than U+0020, line and
    /// paragraph separators, private-use and unassigned code points. A name that gained a zero-width space is seen
    /// to differ.
    mutating func escaped(_ text: String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return append(text)
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\t": append("\\t")
            case "\r": append("\\r")
            case " ": output.append(0x20)
            default:
                if DiffTextWriter.isHidden(scalar) {
                    append("\\u{" + DiffTextWriter.hex(scalar) + "}")
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
    }

    /// Whether `scalar` is shown as an escape: it is invisible, or could pass for another character.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
             .unassigned:
            return true
        default:
            return false
        }
    }

    /// `U+XXXX`, at least four upper-case hex digits.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + hex(scalar)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// When `old` and `new` differ in their bytes but not as `String ==` sees them (canonically equivalent: the
    /// same letters composed differently), what differs, as code points: ` (canonically equivalent: U+0065 U+0301
    /// → U+00E9)`. Empty otherwise.
    static func equivalenceNote(_ old: String, _ new: String) -> String {
        guard old == new, !old.hasSameBytes(as: new) else { return "" }
        let a = Array(old.unicodeScalars)
        let b = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let was = a[prefix..<(a.count - suffix)].map(codePoint).joined(separator: " ")
        let now = b[prefix..<(b.count - suffix)].map(codePoint).joined(separator: " ")
        return " (canonically equivalent: \(was) → \(now))"
    }

    /// `number` with a comma between groups of three digits: `2,997`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = number < 0 ? "-" : ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// `count` and the noun, plural unless it is 1: `1 place`, `2,997 places`.
    static func count(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
        grouped(count) + " " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
