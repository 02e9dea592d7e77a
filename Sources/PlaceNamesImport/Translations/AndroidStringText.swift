/// A `<string>`'s text as aapt2 reads it, so the name read is the one the app shows: runs of white space
/// outside double quotes become one space and the ends are trimmed, unescaped double quotes only start and end a
/// quoted run, an unescaped apostrophe outside quotes is an error, and `\'` `\"` `\n` `\t` `\@` `\?` `\#` `\\`
/// `\uXXXX` are escapes. Any other escape is an error too (aapt2 would drop the backslash): a translator who typed
/// one meant something else.
enum AndroidStringText {
    enum Problem: Error, Equatable {
        case badEscape(String)
        case apostrophe
        case badUnicodeEscape
    }

    static func unescaped(_ text: String) -> Result<String, Problem> {
        var result = String.UnicodeScalarView()
        var quoted = false
        /// Unquoted white space seen since the last character: one space, if more text follows.
        var pendingSpace = false
        /// A `\uD8xx` read: Java strings are UTF-16, so its low half must follow as the next escape.
        var highSurrogate: UInt32?
        var iterator = text.unicodeScalars.makeIterator()
        func append(_ scalar: Unicode.Scalar) -> Bool {
            guard highSurrogate == nil else { return false }
            if pendingSpace && !result.isEmpty { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
            return true
        }
        while let scalar = iterator.next() {
            let isSpace = scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
            if isSpace && !quoted {
                pendingSpace = true
                continue
            }
            switch scalar {
            case "\"":
                if pendingSpace && !result.isEmpty { result.append(" ") }
                pendingSpace = false
                quoted.toggle()
            case "'" where !quoted:
                return .failure(.apostrophe)
            case "\\":
                guard let next = iterator.next() else { return .failure(.badEscape("")) }
                switch next {
                case "n": guard append("\n") else { return .failure(.badUnicodeEscape) }
                case "t": guard append("\t") else { return .failure(.badUnicodeEscape) }
                case "'", "\"", "@", "?", "#", "\\": guard append(next) else { return .failure(.badUnicodeEscape) }
                case "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = iterator.next(), digit.isASCII, let hex = UInt32(String(digit), radix: 16)
                        else { return .failure(.badUnicodeEscape) }
                        value = value * 16 + hex
                    }
                    if let high = highSurrogate {
                        guard (0xDC00...0xDFFF).contains(value),
                              let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                        else { return .failure(.badUnicodeEscape) }
                        highSurrogate = nil
                        _ = append(combined)
                    } else if (0xD800...0xDBFF).contains(value) {
                        highSurrogate = value
                    } else {
                        guard let decoded = Unicode.Scalar(value), append(decoded) else {
                            return .failure(.badUnicodeEscape)
                        }
                    }
                default: return .failure(.badEscape(String(next)))
                }
            default:
                guard append(scalar) else { return .failure(.badUnicodeEscape) }
            }
        }
        if highSurrogate != nil { return .failure(.badUnicodeEscape) }
        return .success(String(result))
    }
}
