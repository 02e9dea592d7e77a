/// A set of languages as a bit per case in four machine words: finds a language repeated in one `names` object
/// without hashing. The catalog walk and the validator's scan both use it.
package struct LanguageSet {
    package static let capacity = 256

    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    package init() {}

    /// Adds `language`; false if it was already there.
    @inline(__always) @discardableResult
    package mutating func insert(_ language: Language) -> Bool {
        insert(ordinal: language.ordinal)
    }

    /// Adds the language at `ordinal` (its position in `Language.allCases`); false if it was already there.
    @inline(__always)
    package mutating func insert(ordinal: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(ordinal & 63)
        return withUnsafeMutableBytes(of: &words) { raw in
            let words = raw.assumingMemoryBound(to: UInt64.self)
            let word = ordinal >> 6
            guard words[word] & bit == 0 else { return false }
            words[word] |= bit
            return true
        }
    }

    package func contains(_ language: Language) -> Bool {
        let ordinal = language.ordinal
        return withUnsafeBytes(of: words) { raw in
            raw.load(fromByteOffset: (ordinal >> 6) * 8, as: UInt64.self) & (1 << UInt64(ordinal & 63)) != 0
        }
    }
}
