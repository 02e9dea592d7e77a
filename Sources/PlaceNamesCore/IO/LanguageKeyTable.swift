import Foundation

/// Finds the language an object key names, straight from the document's bytes: no String, no SipHash.
///
/// The catalog walk looks up a million name keys; an open-addressing table over FNV-1a hashes of the raw values,
/// checked by length and then byte for byte, does that in a few nanoseconds each. It also says whether the walk
/// wants a language's names.
package struct LanguageKeyTable: Sendable {
    /// Every language's raw value, back to back; `starts[ordinal]..<starts[ordinal + 1]` is one language's.
    private let raws: [UInt8]
    private let starts: [Int]
    /// Slot → ordinal + 1, or 0 for an empty slot.
    private var slots: [UInt16]
    private let wanted: [Bool]
    private let languages: [Language]
    private let mask: Int
    /// Whether every language is wanted (a full load), so the walk can size each names dictionary up front.
    let wantsAll: Bool

    /// The table for a full catalog load (every language wanted), built once.
    package static let all = LanguageKeyTable(wanted: Set(Language.allCases))

    init(wanted: Set<Language>) {
        let size = 1024
        mask = size - 1
        var raws: [UInt8] = []
        var starts: [Int] = []
        for language in Language.allCases {
            starts.append(raws.count)
            raws += language.rawValue.utf8
        }
        starts.append(raws.count)
        self.raws = raws
        self.starts = starts
        self.wanted = Language.allCases.map(wanted.contains)
        languages = Language.allCases
        wantsAll = self.wanted.allSatisfy { $0 }
        precondition(languages.count <= LanguageSet.capacity, "LanguageSet is too small")
        slots = Array(repeating: 0, count: size)
        for ordinal in Language.allCases.indices {
            var slot = raws.withUnsafeBufferPointer {
                Self.hash(UnsafeBufferPointer(rebasing: $0[starts[ordinal]..<starts[ordinal + 1]]))
            } & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt16(ordinal + 1)
        }
    }

    /// The ordinal (position in `Language.allCases`) of the language whose raw value is exactly `key`'s bytes.
    @inline(__always)
    package func ordinal(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        raws.withUnsafeBufferPointer { raws in
            slots.withUnsafeBufferPointer { slots in
                var slot = Self.hash(key) & mask
                while slots[slot] != 0 {
                    let ordinal = Int(slots[slot]) - 1
                    let start = starts[ordinal]
                    if starts[ordinal + 1] - start == key.count,
                       key.count == 0 || memcmp(raws.baseAddress! + start, key.baseAddress!, key.count) == 0 {
                        return ordinal
                    }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    /// The language at `ordinal`.
    @inline(__always)
    package func language(_ ordinal: Int) -> Language { languages[ordinal] }

    /// Whether the walk keeps the names of the language at `ordinal`.
    @inline(__always)
    func isWanted(_ ordinal: Int) -> Bool { wanted[ordinal] }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = FNV1a64()
        hasher.add(UnsafeRawBufferPointer(bytes))
        return Int(truncatingIfNeeded: hasher.value ^ (hasher.value >> 29))
    }
}
