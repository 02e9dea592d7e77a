extension SearchIndex {
    /// Substitutions and insertions are found by shortened keys only while the two searches find at most this many
    /// keys together; past that (a short, common query) the letters are looked up one by one.
    static let typoShortenedLimit = 4_096

    /// Records the substitutions and insertions at letter `edit` (0 or 1) from `typoDeletions`: a key is one
    /// substitution there if, with that letter left out, it starts with the query's deletion variant, and one
    /// insertion there if it then starts with the whole query. A key found is kept if the alphabet has the letter
    /// left out (and, for a substitution, it is not the query's own). The matches are recorded as a search per
    /// variant records them: each letter's substitution, then its insertion, in alphabet order, each variant's
    /// keys in key order and at most `typoKeysPerVariant` of them.
    /// - Returns: false, having recorded nothing, when there is no table for `edit` or the searches find too many
    ///   keys (`typoShortenedLimit`).
    func recordShortenedTypos(at edit: Int, _ typos: TypoSearch, variant: inout [UInt8],
                              into best: inout BestMatches) -> Bool {
        let query = typos.query
        guard edit < typoDeletions.count, edit < query.count, !typoDeletions[edit].isEmpty else { return false }
        let table = typoDeletions[edit]
        let typed = query.letter(edit)
        query.write(.deletion, at: edit, into: &variant)
        // A match is its variant's number (2 + 2 × the letter's index for a substitution, one more for an
        // insertion: the deletion and the transposition come first), the key, and whether the key is the variant.
        var matches: [UInt64] = []
        let found = variant.withUnsafeBufferPointer { deletion in
            query.bytes.withUnsafeBufferPointer { whole in
                let substituted = table.keys(shortenedStartingWith: deletion, of: keys)
                let inserted = table.keys(shortenedStartingWith: whole, of: keys)
                guard substituted.count + inserted.count <= Self.typoShortenedLimit else { return false }
                func collect(_ found: Slice<UnsafeBufferPointer<Int32>>, shortened: Int, letters: Int,
                             isInsertion: Bool) {
                    for number in found {
                        let key = Int(number)
                        guard key >= 0, key < keys.count else { continue }
                        let bytes = UnsafeBufferPointer(rebasing: keys.key(key))
                        guard let parts = TypoDeletionTable.parts(of: bytes, letter: edit) else { continue }
                        let letter = KeyTable.pack(parts.letter.baseAddress!, length: parts.letter.count)
                        guard isInsertion || letter != typed, let index = typos.letters.index(of: letter) else {
                            continue
                        }
                        let length = shortened + parts.letter.count
                        let whole = bytes.count == length
                        let letters = letters + KeyTable.letterCount(parts.letter)
                        guard whole || TypoSearch.allowsPrefix(bytes: length, letters: letters) else { continue }
                        let variant = UInt64(2 + 2 * index + (isInsertion ? 1 : 0))
                        matches.append(variant << 33 | UInt64(key) << 1 | (whole ? 1 : 0))
                    }
                }
                collect(substituted, shortened: deletion.count, letters: query.count - 1, isInsertion: false)
                collect(inserted, shortened: whole.count, letters: query.count, isInsertion: true)
                return true
            }
        }
        guard found else { return false }
        matches.sort()
        var current = UInt64.max
        var taken = 0
        for match in matches {
            if match >> 33 != current {
                current = match >> 33
                taken = 0
            }
            guard taken < Self.typoKeysPerVariant else { continue }
            taken += 1
            recordKey(Int(match >> 1 & 0xFFFF_FFFF), whole: match & 1 == 1, typos, into: &best)
        }
        return true
    }
}
