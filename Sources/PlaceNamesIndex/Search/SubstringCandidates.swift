/// The keys the substring pass reads for a needle, ascending: exactly the keys holding it (`SuffixTable`) when it
/// is four bytes or more and held by few, else the keys holding every 3-byte window of it (`TrigramCandidates`),
/// which a common needle's long block of suffixes would cost more to sort than to find by its windows.
struct SubstringCandidates {
    /// Every candidate holds the needle: its bytes need no reading.
    let areExact: Bool
    private var exact: [Int]
    private var position = 0
    private var windows: TrigramCandidates?

    /// The most suffixes a needle's keys are sorted from.
    static let mostSuffixes = 2_048

    /// Nil when no key holds the needle (or every window of it, for the trigram lists).
    init?(needle: [UInt8], trigrams: TrigramTable, suffixes: SuffixTable, keys: KeyTable) {
        if let found = suffixes.keys(holding: needle, in: keys, limit: Self.mostSuffixes) {
            guard !found.isEmpty else { return nil }
            exact = found
            areExact = true
        } else {
            guard let windows = TrigramCandidates(needle: needle, trigrams: trigrams, keyCount: keys.count) else {
                return nil
            }
            self.windows = windows
            exact = []
            // A 3-byte needle's list is its answer.
            areExact = needle.count == 3
        }
    }

    /// The next candidate key; nil after the last.
    /// - Parameter passOver: whether a key is not wanted (`TrigramCandidates.next(passingOver:)`).
    mutating func next(passingOver passOver: (Int) -> Bool) -> Int? {
        if windows != nil { return windows!.next(passingOver: passOver) }
        while position < exact.count {
            let key = exact[position]
            position += 1
            if !passOver(key) { return key }
        }
        return nil
    }
}
