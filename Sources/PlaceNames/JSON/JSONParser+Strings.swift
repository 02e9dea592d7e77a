extension JSONParser {
    /// Scans a string token, validating escapes, surrogate pairs and UTF-8, and records its raw byte range.
    mutating func parseString() throws(JSONSyntaxError) {
        let quote = position
        position += 1
        var flags: UInt8 = 0
        let base = input.baseAddress!
        while true {
            // Skip eight plain ASCII bytes at a time: no quote, backslash, control or non-ASCII byte.
            while input.count - position >= 8 {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                if Self.needsAttention(word) { break }
                position += 8
            }
            guard position < input.count else {
                throw error("unterminated string", at: quote)
            }
            let b = input[position]
            if b == UInt8(ascii: "\"") {
                break
            } else if b == UInt8(ascii: "\\") {
                flags = JSONTapeEntry.hasEscapes
                try scanEscape()
            } else if b < 0x20 {
                throw error(
                    "control character \(Self.scalarName(UInt32(b))) must be escaped in a string", at: position)
            } else if b >= 0x80 {
                try scanUTF8Sequence()
            } else {
                position += 1
            }
        }
        tape.append(JSONTapeEntry(tag: .string, flags: flags, offset: quote, length: position - quote - 1))
        position += 1
    }

    /// Whether any byte of `word` is `"`, `\`, below 0x20 or at least 0x80.
    @inline(__always)
    static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs != 0
    }

    /// Checks the escape at `position` (a backslash) and moves past it.
    private mutating func scanEscape() throws(JSONSyntaxError) {
        let start = position
        guard position + 1 < input.count else { throw error("unterminated string", at: start) }
        switch input[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: start)
            position += 6
            if unit & 0xFC00 == 0xD800 {
                guard input.count - position >= 6, input[position] == UInt8(ascii: "\\"),
                      input[position + 1] == UInt8(ascii: "u")
                else { throw error("lone surrogate \(Self.escapeName(unit)) (a high surrogate must be followed by a \\u low surrogate)", at: start) }
                let low = try hexQuad(at: position)
                guard low & 0xFC00 == 0xDC00 else {
                    throw error("lone surrogate \(Self.escapeName(unit)) (followed by \(Self.escapeName(low)), not a low surrogate)", at: start)
                }
                position += 6
            } else if unit & 0xFC00 == 0xDC00 {
                throw error("lone surrogate \(Self.escapeName(unit)) (a low surrogate without a high surrogate before it)", at: start)
            }
        default:
            throw error("invalid escape \(describe(escapeAt: start)) in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: start)
        }
    }

    /// The UTF-16 code unit of the `\uXXXX` escape at `start`.
    private func hexQuad(at start: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for i in 2..<6 {
            guard start + i < input.count, let digit = Self.hexValue(input[start + i]) else {
                throw error("invalid \\u escape: expected four hexadecimal digits after \\u", at: start)
            }
            value = value << 4 | digit
        }
        return value
    }

    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Validates one multi-byte UTF-8 sequence at `position` (Unicode table 3-7) and moves past it.
    private mutating func scanUTF8Sequence() throws(JSONSyntaxError) {
        let lead = input[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw error("invalid UTF-8 byte \(Self.hex(lead))", at: position)
        }
        for i in 1..<length {
            let at = position + i
            guard at < input.count else {
                throw error("invalid UTF-8: sequence starting with byte \(Self.hex(lead)) is cut short", at: position)
            }
            let b = input[at]
            let (min, max) = i == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard b >= min, b <= max else {
                throw error("invalid UTF-8 byte \(Self.hex(b)) after \(Self.hex(lead))", at: at)
            }
        }
        position += length
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(b >> 4)])\(digits[Int(b & 15)])"
    }

    static func escapeName(_ unit: UInt32) -> String {
        "\\u" + hex4(unit)
    }

    static func scalarName(_ value: UInt32) -> String {
        "U+" + hex4(value)
    }

    static func hex4(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
