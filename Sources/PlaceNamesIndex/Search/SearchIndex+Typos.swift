extension SearchIndex {
    /// Queries shorter than this (in letters) get no typo matches: too many names are one edit from them.
    static let typoMinimumLength = 5
    /// Queries longer than this get none either: bounded work for any input.
    static let typoMaximumLength = 40
    /// At most this many keys are taken per variant that is a prefix of keys.
    static let typoKeysPerVariant = 32

    /// Records the places with a name one edit (insertion, deletion, substitution, transposition of neighbours)
    /// from the query's letters, exactly or, for variants of five letters or more, as a prefix.
    ///
    /// Variants are made from the query and looked up by binary search. An edit at letter `i` can only lead to a
    /// key if the query's first `i` letters start some key, so edits are made only up to the longest such prefix,
    /// and each is looked up only among the keys starting with the letters before it (ranges that narrow as `i`
    /// grows); a letter substituted or inserted at `i` is tried only if some key continues the first `i` letters
    /// with it. A query that strays early makes few look-ups. At the first two letters, where the ranges are
    /// widest, every letter's substitution and insertion are found at once (`recordShortenedTypos`). Whichever
    /// way, matches are recorded in one order: edit by edit, the deletion, the transposition, then each letter's
    /// substitution and insertion in alphabet order, each variant's keys in key order.
    /// - Parameters:
    ///   - foldedWords: the query's folded words, as `SearchForms.query` gave them.
    ///   - usesShortenedKeys: find the first two letters' substitutions and insertions by `typoDeletions`; false
    ///     looks each up in the key table (the same matches, slower).
    func recordTypos(_ foldedWords: [String], usesShortenedKeys: Bool = true, into best: inout BestMatches) {
        let (base, isJoined) = SearchForms.typoBase(foldedWords)
        guard base.count >= Self.typoMinimumLength, base.count <= Self.typoMaximumLength,
              base.count <= longestKey + 1 else { return }
        let query = TypoQuery(base)
        // ranges[i]: the keys starting with the query's first i letters.
        var ranges = [0..<keys.count]
        if let first = firstLetters[query.letter(0)] { ranges.append(first) }
        query.bytes.withUnsafeBufferPointer { bytes in
            for end in query.starts.dropFirst(2) where ranges.count > 1 {
                let range = keys.range(startingWith: UnsafeBufferPointer(rebasing: bytes[..<end]),
                                       in: ranges[ranges.count - 1])
                if range.isEmpty { break }
                ranges.append(range)
            }
        }
        let typos = TypoSearch(query: query, letters: alphabet.letters(for: base), isJoined: isJoined)
        // One buffer for every variant: a query makes hundreds.
        var variant: [UInt8] = []
        variant.reserveCapacity(query.bytes.count + 8)
        for (edit, range) in ranges.enumerated() {
            if edit < query.count {
                record(.deletion, at: edit, in: range, typos, variant: &variant, into: &best)
                if query.canTranspose(at: edit) {
                    record(.transposition, at: edit, in: range, typos, variant: &variant, into: &best)
                }
            }
            if usesShortenedKeys, recordShortenedTypos(at: edit, typos, variant: &variant, into: &best) { continue }
            recordLetterTypos(at: edit, in: range, typos, variant: &variant, into: &best)
        }
    }

    /// Records the substitutions and insertions at letter `edit` by binary search: for each letter of the
    /// alphabet that some key of `range` goes on with, among the keys that do. The letters keys begin with are
    /// known once per index (`firstLetters`); past the first letter, the letters keys go on with are listed (one
    /// binary search each) unless there are more than twice the alphabet's letters, each of which costs two
    /// binary searches to look up.
    private func recordLetterTypos(at edit: Int, in range: Range<Int>, _ typos: TypoSearch,
                                   variant: inout [UInt8], into best: inout BestMatches) {
        let query = typos.query
        let typed = edit < query.count ? query.letter(edit) : nil
        let offset = query.starts[edit]
        let continuations = edit == 0 ? nil
            : keys.continuations(of: range, at: offset, limit: 2 * typos.letters.packed.count)
        for letter in typos.letters.packed {
            let narrowed: Range<Int>
            if edit == 0 {
                guard let found = firstLetters[letter] else { continue }
                narrowed = found
            } else if let continuations {
                guard let found = continuations.first(where: { $0.letter == letter }) else { continue }
                narrowed = found.keys
            } else {
                // The insertion's bytes begin with the query's first `edit` letters and `letter`.
                query.write(.insertion(letter), at: edit, into: &variant)
                narrowed = variant.withUnsafeBufferPointer { variant in
                    keys.range(startingWith: UnsafeBufferPointer(rebasing: variant[..<(offset + Int(letter & 0xFF))]),
                               in: range)
                }
                if narrowed.isEmpty { continue }
            }
            if let typed, letter != typed {
                record(.substitution(letter), at: edit, in: narrowed, typos, variant: &variant, into: &best)
            }
            record(.insertion(letter), at: edit, in: narrowed, typos, variant: &variant, into: &best)
        }
    }

    /// Records the keys in `range` that variant `typo` at letter `edit` finds (`recordKeys`).
    func record(_ typo: TypoEdit, at edit: Int, in range: Range<Int>, _ typos: TypoSearch,
                variant: inout [UInt8], into best: inout BestMatches) {
        typos.query.write(typo, at: edit, into: &variant)
        variant.withUnsafeBufferPointer { recordKeys(startingWith: $0, in: range, typos, into: &best) }
    }

    /// Records the keys in `range` that are `variant`, or start with it when it has five letters or more: at most
    /// `typoKeysPerVariant`, in key order.
    private func recordKeys(startingWith variant: UnsafeBufferPointer<UInt8>, in range: Range<Int>,
                            _ typos: TypoSearch, into best: inout BestMatches) {
        let allowsPrefix = TypoSearch.allowsPrefix(bytes: variant.count, letters: KeyTable.letterCount(variant))
        var key = keys.lowerBound(variant, in: range)
        var taken = 0
        while key < range.upperBound, taken < Self.typoKeysPerVariant, keys.key(key, startsWith: variant) {
            let whole = keys.length(of: key) == variant.count
            if !whole && !allowsPrefix { break }
            recordKey(key, whole: whole, typos, into: &best)
            key += 1
            taken += 1
        }
    }

    /// Records every posting of `key` as a typo match.
    func recordKey(_ key: Int, whole: Bool, _ typos: TypoSearch, into best: inout BestMatches) {
        keys.forEachPosting(ofKeysIn: key..<(key + 1)) { _, posting in
            best.record(posting, kind: Self.kind(posting.position, whole: whole, queryIsJoined: typos.isJoined),
                        isTypo: true, queryIsDirect: true)
        }
    }
}

/// What every look-up of one query's typo variants shares.
struct TypoSearch {
    let query: TypoQuery
    let letters: TypoLetters
    /// The query has several words (`QueryForm.isJoined`).
    let isJoined: Bool

    /// Whether a variant of `bytes` bytes and `letters` letters may match keys it only begins.
    static func allowsPrefix(bytes: Int, letters: Int) -> Bool {
        bytes >= SearchIndex.typoMinimumLength && letters >= SearchIndex.typoMinimumLength
    }
}
