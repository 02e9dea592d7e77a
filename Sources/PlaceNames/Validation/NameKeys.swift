/// Comparison keys of names for finding probable duplicates: ICU primary-strength collation keys per
/// language and UTS #39 skeletons, hashed straight from the document's bytes (no strings are made).
/// Skeletons are hashed character by character from a per-thread table (`SkeletonCache`).
/// ICU documents both sort keys and skeletons as safe to compute from many threads on one object.
final class NameKeys: @unchecked Sendable {
    /// The collators and checker whose views below are used; kept here so the views stay valid.
    private let owners: (collators: [Collator], spoof: SpoofChecker)
    private let sortKeys: [Collator.UTF8SortKeys?]
    private let skeletons: SpoofChecker.UTF8Skeletons
    init(languages: Set<Language>) {
        var collators: [Collator] = []
        var sortKeys = [Collator.UTF8SortKeys?](repeating: nil, count: Language.allCases.count)
        for language in languages {
            guard let collator = try? Collator.shared(localeID: language.icuLocaleID, strength: .primary) else { continue }
            collators.append(collator)
            sortKeys[language.ordinal] = collator.utf8SortKeys
        }
        owners = (collators, SpoofChecker.shared)
        self.sortKeys = sortKeys
        skeletons = owners.spoof.utf8Skeletons
    }

    /// Hashes of (group, collation key) and (group, skeleton); nil for names that compare with nothing.
    /// `memo` keeps each distinct (language, name)'s key hashes, as the same names recur across places.
    /// FNV-1a and a final mix, not `Hasher`: these run for every name, and the tables confirm every match.
    /// `nameHash` is the name's `NameHashes.of`.
    func hashes(
        of bytes: UnsafeBufferPointer<UInt8>, language: Language, nameHash: UInt64, group: UInt64,
        cache: inout SkeletonCache, memo: inout NameKeyMemo
    ) -> (collation: UInt64, skeleton: UInt64)? {
        guard !bytes.isEmpty, let sortKeys = sortKeys[language.ordinal] else { return nil }
        let keys: (collation: UInt64, skeleton: UInt64)
        if let known = memo.keys(nameHash) {
            keys = known
        } else {
            var collation = FNV1a64()
            sortKeys.withSortKey(of: bytes) { collation.add(UnsafeRawBufferPointer($0)) }
            var skeleton = FNV1a64()
            cache.combineSkeleton(of: bytes, into: &skeleton, skeletons: skeletons)
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
