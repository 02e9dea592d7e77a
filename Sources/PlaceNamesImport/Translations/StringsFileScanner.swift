import PlaceNames

/// The pairs of a `.strings` file as the old-style property list parser reads them: quoted strings (which may
/// span lines) or unquoted words, `=`, `;`, comments; `"key";` alone means the key is its own value.
struct StringsFileScanner {
    struct Token {
        var text: String
        /// The first character of the text (after the opening quote).
        var location: SourceLocation
        /// Where the token starts (its opening quote).
        var start: SourceLocation
        /// Whether an escape in it was reported: the pair is read on, but not taken.
        var failed = false
    }

    private let text: TranslationText
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private(set) var problems: [Diagnostic] = []

    init(_ text: TranslationText) {
        self.text = text
        bytes = text.bytes
        if text.hasByteOrderMark { index = 3 }
    }

    /// The next pair; nil at the end. Syntax errors are recorded and the line they are on passed over.
    mutating func nextPair() -> (key: Token, value: Token)? {
        while true {
            guard skipSpaceAndComments(), index < bytes.count else { return nil }
            guard let key = token("a quoted key") else { continue }
            guard skipSpaceAndComments(), index < bytes.count else {
                fail("expected '=' or ';' after the key", at: here)
                return nil
            }
            if bytes[index] == UInt8(ascii: ";") {
                advance()
                return (key, key)
            }
            guard bytes[index] == UInt8(ascii: "=") else {
                fail("expected '=' after the key", at: here)
                continue
            }
            advance()
            guard skipSpaceAndComments(), let value = token("a quoted value after '='") else { continue }
            let afterValue = here
            guard skipSpaceAndComments(), index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                // Reported where the `;` belongs; reading goes on with what follows, most likely the next key.
                problems.append(text.error("strings-syntax", "expected ';' after the value", at: afterValue))
                continue
            }
            advance()
            return (key, value)
        }
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    /// Records a syntax error and passes over the rest of its line.
    private mutating func fail(_ message: String, at location: SourceLocation, code: String = "strings-syntax") {
        problems.append(text.error(code, message, at: location))
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
    }

    /// Passes over white space and comments; false (with an error) for a comment that never ends.
    private mutating func skipSpaceAndComments() -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: advance()
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = here
                advance()
                advance()
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                                               && bytes[index + 1] == UInt8(ascii: "/")) { advance() }
                guard index < bytes.count else {
                    problems.append(text.error("strings-syntax", "a comment that never ends: */ is missing", at: start))
                    return false
                }
                advance()
                advance()
            default: return true
            }
        }
        return true
    }

    /// A quoted string or an unquoted word.
    private mutating func token(_ expected: String) -> Token? {
        guard index < bytes.count else {
            fail("expected \(expected), found the end of the file", at: here)
            return nil
        }
        if bytes[index] == UInt8(ascii: "\"") { return quoted() }
        let start = here
        let begin = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { advance() }
        guard index > begin else {
            let scalar = String(decoding: bytes[index..<scalarEnd(index)], as: UTF8.self)
            fail("expected \(expected), found '\(scalar)'", at: here)
            return nil
        }
        return Token(text: String(decoding: bytes[begin..<index], as: UTF8.self), location: start, start: start)
    }

    private mutating func quoted() -> Token? {
        let start = here
        advance()
        let content = here
        var scalars = String.UnicodeScalarView()
        var highSurrogate: UInt32?
        var failed = false
        while true {
            guard index < bytes.count else {
                problems.append(text.error("strings-unterminated-string",
                                           "unterminated string: the closing quote is missing", at: start))
                return nil
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                let end = scalarEnd(index)
                scalars.append(contentsOf: String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars)
                while index < end { advance() }
                if highSurrogate != nil { failed = failed || lone(at: start) }
                highSurrogate = nil
                continue
            }
            let escape = here
            advance()
            guard index < bytes.count else { continue }
            let next = bytes[index]
            let simple: [UInt8: Unicode.Scalar] = [
                UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r", UInt8(ascii: "\""): "\"",
                UInt8(ascii: "\\"): "\\", UInt8(ascii: "'"): "'", UInt8(ascii: "a"): "\u{7}", UInt8(ascii: "b"): "\u{8}",
                UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "v"): "\u{B}",
            ]
            if let scalar = simple[next] {
                advance()
                if highSurrogate != nil { failed = failed || lone(at: start) }
                highSurrogate = nil
                scalars.append(scalar)
                continue
            }
            guard next == UInt8(ascii: "U") || next == UInt8(ascii: "u") else {
                let shown = String(decoding: bytes[index..<scalarEnd(index)], as: UTF8.self)
                problems.append(text.error("strings-bad-escape", "unknown escape '\\\(shown)': .strings knows \\\" "
                    + "\\\\ \\n \\t \\r \\' \\a \\b \\f \\v and \\UXXXX", at: escape))
                failed = true
                continue
            }
            advance()
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, index < bytes.count, let digit = UInt32(String(UnicodeScalar(bytes[index])), radix: 16) {
                value = value * 16 + digit
                digits += 1
                advance()
            }
            guard digits == 4 else {
                problems.append(text.error("strings-bad-escape", "\\U needs four hex digits (\\U00E9)", at: escape))
                failed = true
                continue
            }
            if let high = highSurrogate, (0xDC00...0xDFFF).contains(value) {
                highSurrogate = nil
                if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) {
                    scalars.append(scalar)
                }
            } else if highSurrogate != nil || (0xDC00...0xDFFF).contains(value) {
                highSurrogate = nil
                failed = failed || lone(at: escape)
            } else if (0xD800...0xDBFF).contains(value) {
                highSurrogate = value
            } else if let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
            }
        }
        if highSurrogate != nil { failed = failed || lone(at: start) }
        return Token(text: String(scalars), location: content, start: start, failed: failed)
    }

    /// Records a surrogate escape without its other half; returns true (the string failed).
    private mutating func lone(at location: SourceLocation) -> Bool {
        problems.append(text.error("strings-bad-escape", "a lone UTF-16 surrogate escape: a character above U+FFFF "
            + "is two \\U escapes, high then low", at: location))
        return true
    }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 && byte != 0x0D {
            column += 1
        }
    }

    private func scalarEnd(_ offset: Int) -> Int {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// What an unquoted string may hold in an old-style property list.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }
}
