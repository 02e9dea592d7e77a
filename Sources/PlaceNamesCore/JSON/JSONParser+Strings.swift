extension JSONParser {
    /// Scans a string token, validating escapes, surrogate pairs and UTF-8, and records its raw byte range.
    mutating func parseString() throws(JSONSyntaxError) {
        let quote = position
        position += 1
        var flags: UInt8 = 0
        let base = input.baseAddress!
        while true {
            // Skip eight plain ASCII bytes at a time: no quote, backslash, control or non-ASCII byte.
            // The mask's lowest set bit is exact, so jump straight to the first byte that needs a look.
            while input.count - position >= 8 {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                let mask = Self.attentionMask(word)
                if mask != 0 {
                    position += mask.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            guard position < input.count else {
                throw error("unterminated string", at: quote)
            }
            let b = input[position]
            if b == UInt8(ascii: "\"") {
                break
            } else if b == UInt8(ascii: "\\") {
                flags |= JSONTapeEntry.hasEscapes
                try scanEscape()
            } else if b < 0x20 {
                throw error(
                    "control character \(scalarCode(UInt32(b))) must be escaped in a string", at: position)
            } else if b >= 0x80 {
                // Runs of non-ASCII text (Thai, Cyrillic, Han) stay in this loop instead of retrying the
                // ASCII fast path after every character.
                flags |= JSONTapeEntry.hasNonASCII
                repeat {
                    if !skipCommonUTF8Sequence(at: base) { try scanUTF8Sequence() }
                } while position < input.count && input[position] >= 0x80
            } else {
                position += 1
            }
        }
        tape.append(JSONTapeEntry(tag: .string, flags: flags, offset: quote, length: position - quote - 1))
        position += 1
    }

    /// The high bit of each byte of `word` (little-endian) that is `"`, `\`, below 0x20 or at least 0x80;
    /// bytes above the first flagged one may be flagged falsely (borrows), the lowest flag never is.
    @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs
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

    /// Moves past a valid two- or three-byte UTF-8 sequence at `position`, or returns false (for
    /// four-byte sequences and anything invalid, which `scanUTF8Sequence` then checks and reports).
    @inline(__always)
    private mutating func skipCommonUTF8Sequence(at base: UnsafePointer<UInt8>) -> Bool {
        let lead = base[position]
        if lead >= 0xC2, lead < 0xE0 {
            guard position + 1 < input.count, base[position + 1] & 0xC0 == 0x80 else { return false }
            position += 2
            return true
        }
        if lead >= 0xE0, lead < 0xF0 {
            guard position + 2 < input.count else { return false }
            let second = base[position + 1]
            guard second & 0xC0 == 0x80, base[position + 2] & 0xC0 == 0x80,
                  lead != 0xE0 || second >= 0xA0, lead != 0xED || second <= 0x9F else { return false }
            position += 3
            return true
        }
        return false
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
        "\\u" + hexDigits(unit, minimumCount: 4)
    }
}
