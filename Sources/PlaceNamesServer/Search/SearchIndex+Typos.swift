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
    /// Variants are generated from the query and looked up by binary search, so nothing is added to the index.
    /// An edit at letter `i` can only lead to a key if the query's first `i` letters start some key, so edits are
    /// made only up to the longest such prefix: a query that strays early makes few variants.
    func recordTypos(_ query: String, into best: inout BestMatches) {
        let (base, isJoined) = SearchForms.typoBase(query)
        guard base.count >= Self.typoMinimumLength, base.count <= Self.typoMaximumLength,
              base.count <= longestKey + 1 else { return }
        var reach = 0
        while reach < base.count, keyExists(startingWith: Self.utf8(base[0...reach])) { reach += 1 }
        let letters = alphabet.letters(for: base)
        var variants: Set<[UInt8]> = []
        for edit in 0...min(reach, base.count) {
            let head = base[..<edit]
            if edit < base.count {
                variants.insert(Self.utf8(head + base[(edit + 1)...]))
            }
            if edit + 1 < base.count, base[edit] != base[edit + 1] {
                variants.insert(Self.utf8(head + [base[edit + 1], base[edit]] + base[(edit + 2)...]))
            }
            for letter in letters {
                if edit < base.count, letter != base[edit] {
                    variants.insert(Self.utf8(head + [letter] + base[(edit + 1)...]))
                }
                variants.insert(Self.utf8(head + [letter] + base[edit...]))
            }
        }
        for variant in variants {
            let allowsPrefix = String(decoding: variant, as: UTF8.self).unicodeScalars.count >= Self.typoMinimumLength
            var key = keys.lowerBound(variant)
            var taken = 0
            while key < keys.count, taken < Self.typoKeysPerVariant, keys.key(key, startsWith: variant) {
                let whole = keys.length(of: key) == variant.count
                if !whole && !allowsPrefix { break }
                for posting in keys.postings(key) {
                    best.record(posting, kind: Self.kind(posting.position, whole: whole, queryIsJoined: isJoined),
                                isTypo: true, queryIsDirect: true)
                }
                key += 1
                taken += 1
            }
        }
    }

    private func keyExists(startingWith prefix: [UInt8]) -> Bool {
        let key = keys.lowerBound(prefix)
        return key < keys.count && keys.key(key, startsWith: prefix)
    }

    private static func utf8<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in scalars { bytes += UTF8.encode(scalar)! }
        return bytes
    }
}
