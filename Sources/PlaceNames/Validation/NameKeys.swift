/// Comparison keys of names for finding probable duplicates: ICU primary-strength collation keys per
/// language and UTS #39 skeletons. ICU documents both as safe to compute from many threads on one object.
struct NameKeys: Sendable {
    private let collators: [Collator?]

    init(languages: Set<Language>) {
        var collators = [Collator?](repeating: nil, count: Language.allCases.count)
        for language in languages {
            collators[language.ordinal] = try? Collator.shared(localeID: language.icuLocaleID, strength: .primary)
        }
        self.collators = collators
    }

    /// Hashes of (group, collation key) and (group, skeleton); nil for names that compare with nothing.
    func hashes(
        of bytes: UnsafeBufferPointer<UInt8>, language: Language, group: (kind: String, country: String)
    ) -> (collation: UInt64, skeleton: UInt64)? {
        guard !bytes.isEmpty, let collator = collators[language.ordinal] else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        var prefix = Hasher()
        prefix.combine(group.kind)
        prefix.combine(group.country)
        prefix.combine(language.ordinal)
        var key: [UInt8] = []
        collator.appendSortKey(of: text, to: &key)
        var collation = prefix
        collation.combine(0 as UInt8)
        key.withUnsafeBytes { collation.combine(bytes: $0) }
        var skeleton = prefix
        skeleton.combine(1 as UInt8)
        var folded = SpoofChecker.shared.skeleton(text)
        folded.withUTF8 { skeleton.combine(bytes: UnsafeRawBufferPointer($0)) }
        return (UInt64(bitPattern: Int64(collation.finalize())), UInt64(bitPattern: Int64(skeleton.finalize())))
    }

    func collateEqual(_ a: String, _ b: String, language: Language) -> Bool {
        guard let collator = collators[language.ordinal] else { return false }
        return collator.compare(a, b) == .orderedSame
    }

    func lookAlike(_ a: String, _ b: String) -> Bool {
        SpoofChecker.shared.skeleton(a).utf8.elementsEqual(SpoofChecker.shared.skeleton(b).utf8)
    }
}
