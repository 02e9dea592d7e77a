import Foundation

/// A hash of each name token's (language, unescaped bytes), computed once per file on all threads: probable
/// duplicates use it to give each distinct name to one thread, which computes its ICU keys once.
enum NameHashes {
    /// The hash of one name: FNV-1a, mixed; never 0, so tables can use 0 for an empty slot.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, language: Language) -> UInt64 {
        var hash = FNV1a64()
        hash.add(byte: UInt8(truncatingIfNeeded: language.ordinal))
        hash.add(UnsafeRawBufferPointer(bytes))
        return mixedBits(hash.value) | 1
    }
}

