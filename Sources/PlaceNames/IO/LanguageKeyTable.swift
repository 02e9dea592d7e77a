/// Finds the language an object key names, straight from the document's bytes: no String, no SipHash.
///
/// The catalog walk looks up a million name keys; an open-addressing table over FNV-1a hashes of the raw values,
/// checked byte for byte, does that in a few nanoseconds each. Each slot also says whether the walk wants the
/// language's names.
struct LanguageKeyTable {
    private struct Slot {
        var language: Language
        var wanted: Bool
    }

    private var slots: [Slot?]
    private let raws: [[UInt8]]
    private let mask: Int

    init(wanted: Set<Language>) {
        let size = 1024
        mask = size - 1
        slots = Array(repeating: nil, count: size)
        raws = Language.allCases.map { Array($0.rawValue.utf8) }
        for (position, language) in Language.allCases.enumerated() {
            var slot = raws[position].withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[slot] != nil { slot = (slot + 1) & mask }
            slots[slot] = Slot(language: language, wanted: wanted.contains(language))
        }
    }

    /// The language whose raw value is the key's text, and whether it is wanted; nil for an unknown key.
    func lookUp(_ key: JSONNode) -> (language: Language, wanted: Bool)? {
        let entry = key.entry
        guard entry.tag == .string, entry.flags & JSONTapeEntry.hasEscapes == 0 else {
            return key.string.flatMap(Language.init(rawValue:)).map { (language: $0, wanted: wantedSlow($0)) }
        }
        return key.storage.bytes.withUnsafeBufferPointer { all in
            let start = Int(entry.offset) + 1
            let text = UnsafeBufferPointer(rebasing: all[start..<start + Int(entry.length)])
            var slot = Self.hash(text) & mask
            while let candidate = slots[slot] {
                if raws[candidate.language.ordinal].elementsEqual(text) {
                    return (candidate.language, candidate.wanted)
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private func wantedSlow(_ language: Language) -> Bool {
        slots.contains { $0?.language == language && $0?.wanted == true }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
