/// What one pass over a name's UTF-8 bytes finds: enough to skip most ICU work for most names.
struct NameTraits {
    var isASCII = true
    var upper = 0
    var lower = 0
    var hasControl = false
    var leadingSpace = false
    var trailingSpace = false
    var repeatedSpace = false
    var onlySpace = true
    /// The name may hold a default-ignorable or bidi character (by its UTF-8 lead bytes; ICU-free superset).
    var mayHaveInvisible = false
    /// The name has letters of at least two coarse script blocks, so it may be a mixed-script confusable.
    var mixesScriptBlocks = false
    /// Every scalar is an NFC quick-check "yes" starter, so the name is in NFC (true for ASCII); when false, ICU
    /// decides.
    var isSurelyNFC = true

    /// Scans ASCII bytes in one tight loop; non-ASCII names are scanned by scalar.
    init(_ bytes: UnsafeBufferPointer<UInt8>, countCase: Bool) {
        var previousSpace = false
        for b in bytes {
            if b >= 0x80 {
                isASCII = false
                break
            }
            let space = b == 0x20 || (b >= 0x09 && b <= 0x0D)
            if b < 0x20 || b == 0x7F { hasControl = true }
            if space && previousSpace { repeatedSpace = true }
            if !space { onlySpace = false }
            previousSpace = space
            if countCase {
                if b &- 0x41 < 26 { upper += 1 } else if b &- 0x61 < 26 { lower += 1 }
            }
        }
        if isASCII {
            leadingSpace = bytes.first.map { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) } ?? false
            trailingSpace = bytes.last.map { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) } ?? false
            return
        }
        self = NameTraits(scalarsOf: bytes, countCase: countCase)
    }

    private init(scalarsOf bytes: UnsafeBufferPointer<UInt8>, countCase: Bool) {
        isASCII = false
        ScalarTraits.basicPlane.withUnsafeBufferPointer { table in
            scanScalars(bytes, countCase: countCase, table: table)
        }
    }

    private mutating func scanScalars(
        _ bytes: UnsafeBufferPointer<UInt8>, countCase: Bool, table: UnsafeBufferPointer<UInt16>
    ) {
        var previousSpace = false
        var block = 0
        var first = true
        var i = 0
        // The parser has validated the UTF-8, so it is decoded here without checks or a String.
        while i < bytes.count {
            let b = UInt32(bytes[i])
            let v: UInt32
            if b < 0x80 {
                v = b
                i += 1
            } else if b < 0xE0 {
                v = (b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                i += 2
            } else if b < 0xF0 {
                v = (b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                i += 3
            } else {
                v = (b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                    | UInt32(bytes[i + 3] & 0x3F)
                i += 4
            }
            let traits = v < 0x10000 ? table[Int(v)] : ScalarTraits.of(v)
            let space = traits & ScalarTraits.space != 0
            if first {
                leadingSpace = space
                first = false
            }
            if space && previousSpace { repeatedSpace = true }
            if !space { onlySpace = false }
            previousSpace = space
            if v < 0x20 || (v >= 0x7F && v < 0xA0) || v == 0x2028 || v == 0x2029 { hasControl = true }
            if traits & ScalarTraits.invisible != 0 { mayHaveInvisible = true }
            if traits & ScalarTraits.nfcStarter == 0 { isSurelyNFC = false }
            let letterBlock = Int(traits & ScalarTraits.blockMask)
            if letterBlock != 0 {
                if block != 0 && block != letterBlock { mixesScriptBlocks = true }
                block = letterBlock
            }
            // Only all-upper or all-lower names matter: once both cases are seen, stop looking.
            if countCase, upper == 0 || lower == 0 {
                if traits & ScalarTraits.upper != 0 {
                    upper += 1
                } else if traits & ScalarTraits.lower != 0 {
                    lower += 1
                }
            }
        }
        trailingSpace = previousSpace
    }

    /// 1 for an upper-case letter, -1 for a lower-case one, 0 otherwise; common ranges without a table lookup.
    static func letterCase(_ v: UInt32) -> Int {
        switch v {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x391...0x3A9, 0x400...0x42F: return 1
        case 0x61...0x7A, 0xDF...0xF6, 0xF8...0xFF, 0x3AC...0x3CE, 0x430...0x45F: return -1
        case 0..<0x80: return 0
        default:
            guard let scalar = Unicode.Scalar(v) else { return 0 }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter: return 1
            case .lowercaseLetter: return -1
            default: return 0
            }
        }
    }


    /// A coarse script block for letters (0 for everything that is not a letter of a block listed), so that a
    /// name mixing, say, Latin and Cyrillic letters is handed to ICU's spoof checker and others are not.
    /// Han, kana and Hangul count as one block: Japanese and Korean mix them by design.
    static func letterBlock(_ v: UInt32) -> Int {
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: 1
        case 0x370...0x3FF, 0x1F00...0x1FFF: 2
        case 0x400...0x52F: 3
        case 0x530...0x58F: 4
        case 0x590...0x5FF: 5
        case 0x600...0x6FF, 0x750...0x77F: 6
        case 0x900...0xDFF: 7
        case 0xE00...0xEFF: 8
        case 0x10A0...0x10FF: 9
        case 0x3040...0x30FF, 0x3400...0x9FFF, 0xAC00...0xD7AF, 0x1100...0x11FF, 0xF900...0xFAFF: 10
        case 0x13A0...0x13FF, 0xAB70...0xABBF: 11
        default: 0
        }
    }
}
