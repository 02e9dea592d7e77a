import PlaceNames

/// Splits a PO file into tokens as gettext's own lexer does: keywords and strings separated by white space
/// (a keyword's string may start on the next line), `#` comments to the end of the line, `#~` lines read as
/// tokens of obsolete entries. Strings end on their line; every C escape gettext accepts is read. Problems are
/// collected and the lexer goes on, so one pass reports them all.
struct GettextLexer {
    private let bytes: [UInt8]
    private let text: TranslationText
    private var index = 0
    private var line = 1
    private var column = 1
    /// Set by `#~` until the end of its line.
    private var obsolete = false
    private(set) var tokens: [GettextToken] = []
    private(set) var problems: [Diagnostic] = []

    /// Lexes valid UTF-8 bytes (readers check that first).
    init(_ text: TranslationText) {
        self.text = text
        bytes = text.bytes
        if text.hasByteOrderMark { index = 3 }
    }

    mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: advance()
            case UInt8(ascii: "#"): comment()
            case UInt8(ascii: "\""): string()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                keyword()
            default:
                let scalar = String(decoding: bytes[index..<scalarEnd(index)], as: UTF8.self)
                problem("po-syntax", "unexpected '\(scalar)': a line holds a keyword and a quoted string, a "
                    + "quoted string alone, or a # comment", at: here)
                skipLine()
            }
        }
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func problem(_ code: String, _ message: String, at location: SourceLocation) {
        problems.append(text.error(code, message, at: location))
    }

    private mutating func comment() {
        let start = here
        advance()
        if index < bytes.count, bytes[index] == UInt8(ascii: "~") {
            advance()
            obsolete = true
            // `#~|` is the previous text of an obsolete entry: a comment like `#|`.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "|") else { return }
        }
        let kind = index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D ? bytes[index] : 0x20
        if kind != 0x20 && kind != 0x09 { advance() }
        let begin = index
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
        tokens.append(GettextToken(kind: .comment(kind: kind, text: String(decoding: bytes[begin..<index], as: UTF8.self)),
                                   location: start, contentLocation: start, obsolete: obsolete))
    }

    private mutating func keyword() {
        let start = here
        let begin = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { advance() }
        // `msgstr[0]`: the index is part of the keyword.
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            let save = (index, line, column)
            advance()
            var digits = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                advance()
                digits += 1
            }
            if digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                advance()
            } else {
                (index, line, column) = save
            }
        }
        tokens.append(GettextToken(kind: .keyword(String(decoding: bytes[begin..<index], as: UTF8.self)),
                                   location: start, contentLocation: start, obsolete: obsolete))
    }

    private mutating func string() {
        let start = here
        advance()
        let content = here
        var value: [UInt8] = []
        while true {
            guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else {
                problem("po-unterminated-string", "unterminated string: the closing quote is missing on this line",
                        at: start)
                break
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte == UInt8(ascii: "\\") {
                escape(into: &value)
                continue
            }
            let end = scalarEnd(index)
            value.append(contentsOf: bytes[index..<end])
            while index < end { advance() }
        }
        tokens.append(GettextToken(kind: .string(value), location: start, contentLocation: content,
                                   obsolete: obsolete))
    }

    /// Reads one escape, as gettext's `control_sequence` does: a bad one is reported and read as nothing.
    private mutating func escape(into value: inout [UInt8]) {
        let start = here
        advance()
        guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else {
            return problem("po-bad-escape", "a backslash at the end of the line: write \\\\ for a backslash",
                           at: start)
        }
        let byte = bytes[index]
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "a"): 0x07,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B,
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        ]
        if let replacement = simple[byte] {
            advance()
            return value.append(replacement)
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
            var code = 0
            var digits = 0
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                code = code * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                advance()
            }
            guard code <= 0xFF else {
                return problem("po-bad-escape", "octal escape above \\377: an escape is one byte", at: start)
            }
            return value.append(UInt8(code))
        }
        if byte == UInt8(ascii: "x") {
            advance()
            var code = 0
            var digits = 0
            while index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                code = min(code * 16 + digit, 0x1000)
                digits += 1
                advance()
            }
            guard digits > 0 else {
                return problem("po-bad-escape", "\\x without hex digits after it", at: start)
            }
            guard code <= 0xFF else {
                return problem("po-bad-escape", "hex escape above \\xFF: an escape is one byte", at: start)
            }
            return value.append(UInt8(code))
        }
        let scalar = String(decoding: bytes[index..<scalarEnd(index)], as: UTF8.self)
        problem("po-bad-escape", "unknown escape '\\\(scalar)': gettext knows \\n \\t \\r \\\" \\\\ \\a \\b \\f \\v, "
            + "octal \\NNN and hex \\xHH", at: start)
        let end = scalarEnd(index)
        while index < end { advance() }
    }

    private mutating func skipLine() {
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
    }

    /// Steps over one byte, keeping the line and the scalar column; a line end ends a `#~` line.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
            line += 1
            column = 1
            obsolete = false
        } else if byte & 0xC0 != 0x80 && byte != 0x0D {
            column += 1
        }
    }

    /// The end of the scalar starting at `offset` (the bytes are valid UTF-8).
    private func scalarEnd(_ offset: Int) -> Int {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
