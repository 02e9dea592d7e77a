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

/// Whether two byte strings are equal (memcmp: the generic `elementsEqual` is several times slower).
func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}
