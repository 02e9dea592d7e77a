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
    /// Variants are made from the query and looked up by binary search, so nothing is added to the index. An edit
    /// at letter `i` can only lead to a key if the query's first `i` letters start some key, so edits are made
    /// only up to the longest such prefix, and each is looked up only among the keys starting with the letters
    /// before it (ranges that narrow as `i` grows); a letter substituted or inserted at `i` is tried only if some
    /// key continues the first `i` letters with it. A query that strays early makes few look-ups. The letters keys
    /// begin with are known once per index (`firstLetters`); past the first letter, the letters keys actually go on
    /// with are listed (one binary search each) unless there are more than twice the alphabet's letters, each of
    /// which costs two binary searches to look up.
    /// - Parameter foldedWords: the query's folded words, as `SearchForms.query` gave them.
    func recordTypos(_ foldedWords: [String], into best: inout BestMatches) {
        let (base, isJoined) = SearchForms.typoBase(foldedWords)
        guard base.count >= Self.typoMinimumLength, base.count <= Self.typoMaximumLength,
              base.count <= longestKey + 1 else { return }
        let encoded = base.map { Array(String($0).utf8) }
        // ranges[i]: the keys starting with the query's first i letters; offsets[i]: those letters' byte length.
        var ranges = [0..<keys.count]
        var offsets = [0]
        var prefix: [UInt8] = []
        for letter in encoded {
            prefix += letter
            let range = keys.range(startingWith: prefix, in: ranges[ranges.count - 1])
            if range.isEmpty { break }
            ranges.append(range)
            offsets.append(prefix.count)
        }
        let letters = alphabet.letters(for: base)
        let packedLetters = letters.map(KeyTable.pack)
        let bytes = encoded.flatMap { $0 }
        // One buffer for every variant and probe: a query makes hundreds.
        var variant: [UInt8] = []
        variant.reserveCapacity(bytes.count + 8)
        for edit in ranges.indices where edit <= base.count {
            let head = bytes[..<offsets[edit]]
            let range = ranges[edit]
            let atEdit = bytes[offsets[edit]...]
            let afterEdit = edit < base.count ? atEdit.dropFirst(encoded[edit].count) : []
            if edit < base.count {
                variant.replaceSubrange(variant.indices, with: head)
                variant += afterEdit
                record(variant, in: range, isJoined: isJoined, into: &best)
                if edit + 1 < base.count, base[edit] != base[edit + 1] {
                    variant.replaceSubrange(variant.indices, with: head)
                    variant += encoded[edit + 1]
                    variant += encoded[edit]
                    variant += afterEdit.dropFirst(encoded[edit + 1].count)
                    record(variant, in: range, isJoined: isJoined, into: &best)
                }
            }
            let continuations = edit == 0 ? nil
                : keys.continuations(of: range, at: offsets[edit], limit: 2 * letters.count)
            for (letter, packed) in zip(letters, packedLetters) {
                variant.replaceSubrange(variant.indices, with: head)
                variant += letter
                let narrowed: Range<Int>
                if edit == 0 {
                    guard let found = firstLetters[packed] else { continue }
                    narrowed = found
                } else if let continuations {
                    guard let found = continuations.first(where: { $0.letter == packed }) else { continue }
                    narrowed = found.keys
                } else {
                    narrowed = keys.range(startingWith: variant, in: range)
                    if narrowed.isEmpty { continue }
                }
                if edit < base.count, letter != encoded[edit] {
                    variant += afterEdit
                    record(variant, in: narrowed, isJoined: isJoined, into: &best)
                    variant.removeLast(afterEdit.count)
                }
                variant += atEdit
                record(variant, in: narrowed, isJoined: isJoined, into: &best)
            }
        }
    }

    /// Records the keys in `range` that are `variant`, or start with it when it has five letters or more.
    private func record(_ variant: [UInt8], in range: Range<Int>, isJoined: Bool, into best: inout BestMatches) {
        // Letters are the bytes that do not continue a UTF-8 sequence: no string made per variant.
        let allowsPrefix = variant.count >= Self.typoMinimumLength
            && variant.count { $0 & 0xC0 != 0x80 } >= Self.typoMinimumLength
        var key = keys.lowerBound(variant, in: range)
        var taken = 0
        while key < range.upperBound, taken < Self.typoKeysPerVariant, keys.key(key, startsWith: variant) {
            let whole = keys.length(of: key) == variant.count
            if !whole && !allowsPrefix { break }
            keys.forEachPosting(ofKeysIn: key..<(key + 1)) { _, posting in
                best.record(posting, kind: Self.kind(posting.position, whole: whole, queryIsJoined: isJoined),
                            isTypo: true, queryIsDirect: true)
            }
            key += 1
            taken += 1
        }
    }
}
