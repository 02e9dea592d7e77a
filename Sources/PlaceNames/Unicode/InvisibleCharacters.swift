/// Finds bidi controls, zero-width and other default-ignorable characters that do not belong in a name.
public enum InvisibleCharacters {
    /// Every reported character of `text`, in order. Bidi embeddings, overrides and isolates are always
    /// reported; LRM/RLM/ALM unless the language is right-to-left; other default-ignorables unless allowed.
    public static func scan(_ text: String, allowing allowances: InvisibleCharacterAllowances = .none)
        -> [InvisibleCharacter]
    {
        var found: [InvisibleCharacter] = []
        var scalarOffset = 0
        var utf8Offset = 0
        for scalar in text.unicodeScalars {
            defer {
                scalarOffset += 1
                utf8Offset += UTF8.width(scalar)
            }
            if scalar.isASCII { continue }
            guard let kind = kind(of: scalar, allowances) else { continue }
            found.append(InvisibleCharacter(scalar: scalar, scalarOffset: scalarOffset, utf8Offset: utf8Offset,
                                            kind: kind))
        }
        return found
    }

    /// Whether `text` has nothing to report.
    public static func isClean(_ text: String, allowing allowances: InvisibleCharacterAllowances = .none) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII || kind(of: $0, allowances) == nil }
    }

    private static func kind(of scalar: Unicode.Scalar, _ allowances: InvisibleCharacterAllowances)
        -> InvisibleCharacter.Kind?
    {
        let v = scalar.value
        // Below U+115F only these three are default-ignorable; Hiragana to Hangul compatibility letters have none.
        if (v < 0x115F && v != 0xAD && v != 0x34F && v != 0x61C) || (v >= 0x3040 && v < 0x3164) { return nil }
        switch v {
        case 0x202A...0x202E, 0x2066...0x2069:
            return .bidiControl
        case 0x200E, 0x200F, 0x061C:
            return allowances.allowsBidiMarks ? nil : .bidiMark
        default:
            guard scalar.properties.isDefaultIgnorableCodePoint else { return nil }
            return allowances.allowed.contains(scalar) ? nil : .ignorable
        }
    }
}
