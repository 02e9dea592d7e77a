/// A set of language ordinals in four machine words: finds a language repeated in one `names` object
/// without hashing.
struct LanguageOrdinalSet {
    static let capacity = 256

    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Adds `ordinal`; false if it was already there.
    @inline(__always)
    mutating func insert(_ ordinal: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(ordinal & 63)
        return withUnsafeMutableBytes(of: &words) { raw in
            let words = raw.assumingMemoryBound(to: UInt64.self)
            let word = ordinal >> 6
            guard words[word] & bit == 0 else { return false }
            words[word] |= bit
            return true
        }
    }
}
