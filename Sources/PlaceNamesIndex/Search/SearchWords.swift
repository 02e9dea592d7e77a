/// Splitting folded text into the words search aligns queries with.
enum SearchWords {
    /// The words of `folded` (a `SearchKey.folded` or `.latin`): runs of letters, digits and combining marks.
    /// Spaces, hyphens, apostrophes and other punctuation separate words, so `côte d'ivoire` is
    /// `cote`, `d`, `ivoire` and `nordrhein-westfalen` is two words; Thai vowel signs stay inside their word.
    static func split(_ folded: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// Letters, digits and marks; the Basic Multilingual Plane from a table, since start-up asks millions of times.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x10000 ? basicPlane[Int(scalar.value)] : computeIsWordScalar(scalar)
    }

    /// `isWordScalar` of every scalar below U+10000 (64 KB, made once).
    private static let basicPlane: [Bool] = (0..<0x10000).map { value in
        Unicode.Scalar(UInt32(value)).map(computeIsWordScalar) ?? false
    }

    private static func computeIsWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x61...0x7A, 0x41...0x5A: return true
        case 0..<0x80: return false
        default:
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil { return true }
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }

    /// Whether `text` is written in Latin letters (accents and Vietnamese included): its Latin transliteration is
    /// then the name as written, not a transliteration (`łódź` → `lodz`).
    static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0..<0x250, 0x1E00...0x1EFF, 0x2000...0x206F: true
            default: !isWordScalar(scalar)
            }
        }
    }
}
