/// UTF-8 as Unicode's table 3-7 defines it (no overlong forms, no surrogates, nothing above U+10FFFF): a Swift
/// `String` would replace anything else with U+FFFD, and a name must never be altered silently.
enum UTF8Check {
    /// The length of the valid multi-byte sequence at `offset`, or 0 when it is not one.
    static func sequenceLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return 0
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { return 0 }
        for next in (offset + 2)..<(offset + length) where bytes[next] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// Whether `byte` could start a multi-byte sequence (so the sequence was cut short, not a stray byte).
    static func startsSequence(_ byte: UInt8) -> Bool { (0xC2...0xF4).contains(byte) }

    /// `0xFF`.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}
