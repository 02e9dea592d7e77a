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
    func hashes(
        of bytes: UnsafeBufferPointer<UInt8>, language: Language, group: UInt64, cache: inout SkeletonCache
    ) -> (collation: UInt64, skeleton: UInt64)? {
        guard let base = bytes.baseAddress, !bytes.isEmpty, let collator = collators[language.ordinal],
              let spoof else { return nil }
        var prefix = Hasher()
        prefix.combine(group)
        prefix.combine(language.ordinal)
        let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        let count = Int32(bytes.count)
        var collation = prefix
        collation.combine(0 as UInt8)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
            var status: Int32 = 0
            let n = Int(pn_collator_sort_key(collator, text, count, buffer.baseAddress, 1024, &status))
            collation.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<min(n, 1024)])))
        }
        var skeleton = prefix
        skeleton.combine(1 as UInt8)
        cache.combineSkeleton(of: bytes, into: &skeleton, spoof: spoof)
        return (UInt64(bitPattern: Int64(collation.finalize())), UInt64(bitPattern: Int64(skeleton.finalize())))
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
