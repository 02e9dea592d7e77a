/// Classes of scalars that name checks and messages test for, by code point ranges: no property look-up.
package enum ScalarClass {
    /// Unicode White_Space.
    @inlinable package static func isWhitespace(_ v: UInt32) -> Bool {
        switch v {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Default-ignorable code points and bidi marks (DerivedCoreProperties), as ranges: a cheap superset test.
    @inlinable package static func mayBeInvisible(_ v: UInt32) -> Bool {
        switch v {
        case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            true
        default:
            false
        }
    }

    /// Whether UTF-8 `bytes` are empty or only white space.
    package static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): guard isWhitespace(scalar.value) else { return false }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
