import PlaceNames

/// What the query says beyond its folded letters, which folding drops but ranking should heed: the marks typed
/// on its letters, and whether its last word is finished.
///
/// - Marks: folding removes combining marks (accents, Arabic hamza and madda, harakat), so `آلب`, `ألب` and
///   `الب` find the same names, as they should when a reader leaves a hamza out. A reader who types the mark,
///   though, spells the name: `آلب` is Albany (`آلباني`) before Albania (`ألبانيا`). Only marks the query has
///   are asked of a name, never the other way round (`Sao Pa` still finds `São Paulo` as well as `Sao Paulo`),
///   the asymmetry of accent-folding search with the original kept (Elasticsearch's `preserve_original`).
/// - A finished word: a query ending in a space or punctuation (`Chon `, `دي `, `Port-`) has typed its last
///   word whole, so a name whose word goes on (`Chongqing`) matches worse than one where it ends (`Chon Buri`).
struct QueryIntent: Hashable, Sendable {
    /// The query's letters with their marks, case folded and decomposed, spaces and punctuation dropped; nil
    /// when the query has no combining mark (then marks rank nothing and nothing is compared).
    let marked: [MarkedLetter]?
    /// Whether the query ends with a space or punctuation after a word.
    let endsWord: Bool

    init(_ query: String) {
        let scalars = query.unicodeScalars
        endsWord = scalars.last.map { !SearchWords.isWordScalar($0) } ?? false
            && scalars.contains(where: SearchWords.isWordScalar)
        let letters = MarkedLetter.letters(of: query)
        marked = letters.contains { !$0.marks.isEmpty } ? letters : nil
    }

    /// Whether `name` (a name form the query matched as written) carries the marks the query typed: some word
    /// start of it begins with the query's letters, each with at least the marks the query put on it. True when
    /// the query typed no mark, and when no word start of the name lines up with the query's letters (a match
    /// across words, where letters cannot be paired; a match inside a word is never asked: `BestMatches.record`
    /// ranks it as one without the marks).
    func marksAgree(with name: String) -> Bool {
        marked == nil || marksAgree(with: DecomposedLetters(name))
    }

    private func marksAgree(with name: DecomposedLetters) -> Bool {
        guard let marked else { return true }
        let letters = name.letters
        var linedUp = false
        for start in letters.indices where letters[start].startsWord && letters.count - start >= marked.count {
            let window = start..<(start + marked.count)
            guard zip(window, marked).allSatisfy({ name.base(of: $0) == $1.base }) else { continue }
            linedUp = true
            let carried = zip(window, marked).allSatisfy { letter, typed in
                typed.marks.allSatisfy(name.marks(of: letter).contains)
            }
            if carried { return true }
        }
        return !linedUp
    }

    /// The position among the query's letters of its first letter carrying a mark, and those marks, when the
    /// query's letters are `needle`'s (so a name lines up with it where a key the needle starts starts: `BusyRun`);
    /// nil when the query typed no mark or its letters are not the needle's (a transliteration, a letter folded
    /// into two).
    func firstMarkedLetter(linedUpWith needle: [UInt8]) -> (letter: Int, marks: [Unicode.Scalar])? {
        guard let marked, BusyRun.keyLetters(needle) == marked.map(\.base),
              let letter = marked.firstIndex(where: { !$0.marks.isEmpty }) else { return nil }
        return (letter, marked[letter].marks)
    }

    /// `marksAgree(with:)` for a name stored as `utf8`, without making a string when the name is ASCII (most
    /// names a marked Latin query meets): an ASCII name has no marks, so it agrees only where no word start of it
    /// lines up with the query's letters.
    func marksAgree(withUTF8 utf8: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let marked else { return true }
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return marksAgree(with: DecomposedLetters(utf8: utf8)) }
        // Letters are the name's word bytes, lower-cased; a window of them may run on into the next words.
        var bases: [UInt8] = []
        for letter in marked {
            guard letter.base.isASCII else { return true }
            bases.append(UInt8(letter.base.value))
        }
        var startsWord = true
        var position = utf8.startIndex
        while position < utf8.endIndex {
            let byte = utf8[position]
            guard Self.isWordByte(byte) else { startsWord = true; position += 1; continue }
            if startsWord, Self.lettersMatch(bases, utf8, from: position) { return false }
            startsWord = false
            position += 1
        }
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        SearchWords.isWordScalar(Unicode.Scalar(byte))
    }

    /// Whether the word bytes of `utf8` from `start` on, lower-cased, begin with `bases`.
    private static func lettersMatch(_ bases: [UInt8], _ utf8: Slice<UnsafeBufferPointer<UInt8>>, from start: Int)
        -> Bool
    {
        var position = start
        for base in bases {
            while position < utf8.endIndex, !isWordByte(utf8[position]) { position += 1 }
            guard position < utf8.endIndex else { return false }
            let byte = utf8[position]
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            guard lower == base else { return false }
            position += 1
        }
        return true
    }
}

/// One letter of a text: its base scalar (case folded, decomposed) and the combining marks on it.
struct MarkedLetter: Hashable, Sendable {
    let base: Unicode.Scalar
    let marks: [Unicode.Scalar]
    /// Whether a word starts at this letter (the first letter, or one after a space or punctuation).
    let startsWord: Bool

    static func letters(of text: String) -> [MarkedLetter] {
        let decomposed = DecomposedLetters(text)
        return decomposed.letters.indices.map { letter in
            MarkedLetter(base: decomposed.base(of: letter), marks: Array(decomposed.marks(of: letter)),
                         startsWord: decomposed.letters[letter].startsWord)
        }
    }

    /// The combining marks folding removes (`SearchKey`: non-spacing marks of the Inherited script): Latin and
    /// Cyrillic accents, Arabic harakat, hamza and madda. Thai vowel signs and kana voicing marks are part of
    /// their letter there, and here they count as letters of their own.
    static func isFoldedMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x300...0x36F, 0x64B...0x65F, 0x670, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            true
        default: false
        }
    }
}

/// A text's letters as `MarkedLetter` sees them, kept as spans of its folded, decomposed scalars (each letter's
/// base, then the marks on it) so that asking a name's marks allocates two arrays, not one per letter.
struct DecomposedLetters {
    /// The text case folded (NFKC_Casefold) and decomposed (NFD).
    let scalars: [Unicode.Scalar]
    /// Each letter: the position of its base in `scalars`, the end of the marks after it, and whether a word
    /// starts there (the first letter, or one after a space or punctuation).
    private(set) var letters: [(base: Int32, end: Int32, startsWord: Bool)] = []

    init(_ text: String) {
        // ASCII (most Latin names a marked Latin query meets) has no marks and folds by lower-casing: no ICU.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(decomposed: Array(text.lowercased().unicodeScalars))
        } else {
            var text = text
            self = text.withUTF8 { Self(utf8: $0[...]) }
        }
    }

    /// The letters of a name stored as `utf8`: its scalars folded from a table (`FoldedScalars`) when it has them
    /// all, as most names do, which is what a query typing marks asks of every name it meets.
    init(utf8: Slice<UnsafeBufferPointer<UInt8>>) {
        self.init(decomposed: FoldedScalars.decomposed(utf8)
            ?? Array(Self.decomposedByICU(String(decoding: utf8, as: UTF8.self))))
    }

    private init(decomposed: [Unicode.Scalar]) {
        scalars = decomposed
        var nextStartsWord = true
        for (position, scalar) in decomposed.enumerated() {
            if MarkedLetter.isFoldedMark(scalar), !letters.isEmpty, letters[letters.count - 1].end == position {
                letters[letters.count - 1].end += 1
            } else if SearchWords.isWordScalar(scalar) {
                letters.append((Int32(position), Int32(position + 1), nextStartsWord))
                nextStartsWord = false
            } else {
                nextStartsWord = true
            }
        }
    }

    /// `text` case folded and decomposed by ICU, which `FoldedScalars` must equal.
    static func decomposedByICU(_ text: String) -> String.UnicodeScalarView {
        Normalizer.nfd.normalize(Normalizer.nfkcCasefold.normalize(text)).unicodeScalars
    }

    func base(of letter: Int) -> Unicode.Scalar { scalars[Int(letters[letter].base)] }

    func marks(of letter: Int) -> ArraySlice<Unicode.Scalar> {
        scalars[Int(letters[letter].base + 1)..<Int(letters[letter].end)]
    }
}

extension DecomposedLetters {
    /// Whether the letters from one of the text's word starts on are exactly `letters` (bases only, to the end).
    func hasWord(spelling letters: [Unicode.Scalar]) -> Bool {
        self.letters.indices.contains { start in
            self.letters[start].startsWord && self.letters.count - start == letters.count
                && letters.indices.allSatisfy { base(of: start + $0) == letters[$0] }
        }
    }
}
