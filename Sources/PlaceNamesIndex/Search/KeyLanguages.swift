/// For each key, the languages of its postings that match as written (`Posting.isDirect`, aliases aside), as a
/// 64-bit set: bit `ordinal % 64` for each (`SnapshotSection.keyLanguages`). Once a page is full enough that only
/// such a posting in one of a few of the reader's languages could still enter it, a key whose set holds none of
/// them is passed over unread.
struct KeyLanguages: Sendable {
    private let sets: Column<UInt64>

    init(snapshot: Snapshot, keys: Int) {
        let sets: Column<UInt64> = snapshot.column(.keyLanguages)
        // A table of another length is not this key table's: it is not used (every key may then hold anything).
        self.sets = sets.count == keys ? sets : Column()
    }

    /// The bit of language ordinal `language`.
    static func bit(_ language: UInt8) -> UInt64 { 1 << UInt64(language % 64) }

    /// The set of one key's postings.
    static func set(of postings: some Sequence<Posting>) -> UInt64 {
        postings.reduce(0) { set, posting in
            posting.isDirect && posting.language != SearchLanguages.alias ? set | bit(posting.language) : set
        }
    }

    /// Whether key `key` may hold a posting as written in a language of `languages` (a set of bits); true when the
    /// table is missing.
    func key(_ key: Int, mayHoldAnyOf languages: UInt64) -> Bool {
        guard let set = sets.at(key) else { return true }
        return set & languages != 0
    }
}
