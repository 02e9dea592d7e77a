import ICUShim

/// Comparison keys of names for finding probable duplicates: ICU primary-strength collation keys per
/// language and UTS #39 skeletons, hashed straight from the document's bytes (no strings are made).
/// ICU documents both sort keys and skeletons as safe to compute from many threads on one object.
final class NameKeys: @unchecked Sendable {
    private let collators: [OpaquePointer?]
    private let spoof: OpaquePointer?
    /// The skeleton of each printable ASCII character, when all of them are ASCII: an ASCII name's skeleton is
    /// then the concatenation (UTS #39 maps character by character, and NFD leaves ASCII alone).
    private let asciiSkeletons: [[UInt8]]?

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
        asciiSkeletons = spoof.flatMap(Self.asciiTable)
    }

    deinit {
        for collator in collators { if let collator { pn_collator_close(collator) } }
        if let spoof { pn_spoof_close(spoof) }
    }

    private static func asciiTable(_ spoof: OpaquePointer) -> [[UInt8]]? {
        var table: [[UInt8]] = []
        for byte in UInt8(0)..<0x80 {
            var input = [CChar(bitPattern: byte)]
            var output = [CChar](repeating: 0, count: 32)
            var status: Int32 = 0
            let n = Int(pn_spoof_skeleton(spoof, &input, 1, &output, 32, &status))
            guard status <= 0, n <= 32 else { return nil }
            let bytes = output.prefix(n).map { UInt8(bitPattern: $0) }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            table.append(bytes)
        }
        return table
    }

    /// Hashes of (group, collation key) and (group, skeleton); nil for names that compare with nothing.
    func hashes(
        of bytes: UnsafeBufferPointer<UInt8>, language: Language, group: UInt64
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
        if let table = asciiSkeletons, bytes.allSatisfy({ $0 < 0x80 }) {
            for byte in bytes { table[Int(byte)].withUnsafeBytes { skeleton.combine(bytes: $0) } }
        } else {
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 1024) { buffer in
                var status: Int32 = 0
                let n = Int(pn_spoof_skeleton(spoof, text, count, buffer.baseAddress!, 1024, &status))
                skeleton.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<min(n, 1024)])))
            }
        }
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
