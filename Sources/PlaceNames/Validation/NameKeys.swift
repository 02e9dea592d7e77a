import ICUShim

/// Comparison keys of names for finding probable duplicates: ICU primary-strength collation keys per
/// language and UTS #39 skeletons, hashed straight from the document's bytes (no strings are made).
/// Skeletons are hashed character by character from a per-thread table (`SkeletonCache`).
/// ICU documents both sort keys and skeletons as safe to compute from many threads on one object.
final class NameKeys: @unchecked Sendable {
    private let collators: [OpaquePointer?]
    private let spoof: OpaquePointer?
    init(languages: Set<Language>) {
        var collators = [OpaquePointer?](repeating: nil, count: Language.allCases.count)
        for language in languages {
            var status: Int32 = 0
            let collator = pn_collator_open(language.icuLocaleID, 0, &status)
            collators[language.ordinal] = status > 0 ? nil : collator
        }
        self.collators = collators
        var status: Int32 = 0
        let spoof = pn_spoof_open(&status)
        self.spoof = status > 0 ? nil : spoof
    }

    deinit {
        for collator in collators { if let collator { pn_collator_close(collator) } }
        if let spoof { pn_spoof_close(spoof) }
    }

    /// Hashes of (group, collation key) and (group, skeleton); nil for names that compare with nothing.
    /// `memo` keeps each distinct (language, name)'s key hashes, as the same names recur across places.
    /// FNV-1a and a final mix, not `Hasher`: these run for every name, and the tables confirm every match.
    /// `nameHash` is the name's `NameHashes.of`.
    func hashes(
        of bytes: UnsafeBufferPointer<UInt8>, language: Language, nameHash: UInt64, group: UInt64,
        cache: inout SkeletonCache, memo: inout NameKeyMemo
    ) -> (collation: UInt64, skeleton: UInt64)? {
        guard let base = bytes.baseAddress, !bytes.isEmpty, let collator = collators[language.ordinal],
              let spoof else { return nil }
        let keys: (collation: UInt64, skeleton: UInt64)
        if let known = memo.keys(nameHash) {
            keys = known
        } else {
            let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            var collation = FNV1a64()
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
                var status: Int32 = 0
                let n = Int(pn_collator_sort_key(collator, text, Int32(bytes.count), buffer.baseAddress, 1024, &status))
                collation.add(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<min(n, 1024)])))
            }
            var skeleton = FNV1a64()
            cache.combineSkeleton(of: bytes, into: &skeleton, spoof: spoof)
            keys = (collation.value, skeleton.value)
            memo.remember(nameHash, collation: keys.collation, skeleton: keys.skeleton)
        }
        let prefix = group &+ UInt64(language.ordinal) &* 0x9E37_79B9_7F4A_7C15
        return (mixedBits(prefix ^ mixedBits(keys.collation)), mixedBits(prefix ^ mixedBits(keys.skeleton ^ 0x5555)))
    }

    func collateEqual(_ a: String, _ b: String, language: Language) -> Bool {
        guard let collator = try? Collator.shared(localeID: language.icuLocaleID, strength: .primary) else {
            return false
        }
        return collator.compare(a, b) == .orderedSame
    }

    func lookAlike(_ a: String, _ b: String) -> Bool {
        SpoofChecker.shared.skeleton(a).utf8.elementsEqual(SpoofChecker.shared.skeleton(b).utf8)
    }
}
