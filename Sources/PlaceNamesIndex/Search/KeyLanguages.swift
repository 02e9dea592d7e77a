/// For each key, the languages of its postings that match as written (`Posting.isDirect`, aliases aside), as a
/// 64-bit set: bit `ordinal % 64` for each (`SnapshotSection.keyLanguages`). Once a page is full enough that only
/// such a posting in one of a few of the reader's languages could still enter it, a key whose set holds none of
/// them is passed over unread.
///
/// Most keys hold none at all (towns and villages named only by their default names and aliases): a bit per key
/// says which hold some (`SnapshotSection.namedKeys`), an eighth of a megabyte per million keys that stays in the
/// processor's cache, where the sets, 8 bytes a key, are a read from memory each.
struct KeyLanguages: Sendable {
    private let sets: Column<UInt64>
    private let named: Column<UInt64>

    init(snapshot: Snapshot, keys: Int) {
        let sets: Column<UInt64> = snapshot.column(.keyLanguages)
        let named: Column<UInt64> = snapshot.column(.namedKeys)
        // A table of another length is not this key table's: it is not used (every key may then hold anything).
        self.sets = sets.count == keys ? sets : Column()
        // Nor is a bit table of another length, or one beside sets that are not used.
        self.named = sets.count == keys && named.count == (keys + 63) / 64 ? named : Column()
    }

    /// The bit of language ordinal `language`.
    static func bit(_ language: UInt8) -> UInt64 { 1 << UInt64(language % 64) }

    /// The set of one key's postings.
    static func set(of postings: some Sequence<Posting>) -> UInt64 {
        postings.reduce(0) { set, posting in
            posting.isDirect && posting.language != SearchLanguages.alias ? set | bit(posting.language) : set
        }
    }

    /// The `namedKeys` bits of the keys whose sets are `sets`.
    static func namedKeys(_ sets: [UInt64]) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: (sets.count + 63) / 64)
        for (key, set) in sets.enumerated() where set != 0 { words[key / 64] |= 1 << UInt64(key % 64) }
        return words
    }

    /// Whether key `key` may hold a posting as written in a language of `languages` (a set of bits); true when the
    /// table is missing.
    func key(_ key: Int, mayHoldAnyOf languages: UInt64) -> Bool {
        guard isNamed(key) else { return false }
        guard let set = sets.at(key) else { return true }
        return set & languages != 0
    }

    /// Whether key `key` may hold a posting as written in some language (its `namedKeys` bit); true when the bits
    /// are missing. Cheap: what the substring pass asks before it looks for a key in the trigram lists.
    func isNamed(_ key: Int) -> Bool {
        guard let word = named.at(key / 64) else { return true }
        return word & (1 << UInt64(key % 64)) != 0
    }
}
