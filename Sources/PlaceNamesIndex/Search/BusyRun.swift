import Dispatch
import Foundation

/// Which run of a busy prefix's list (`BusyPrefixTable`) a posting is kept in, so that a query typing a mark can
/// bound, run by run, the names that cannot carry it (`QueryIntent.marksAgree`) below the ones that may.
///
/// A query agrees with a name when some word start of the name lines up with the query's letters and carries the
/// marks the query typed. Where a query meets a name, the name's letters from a word start begin with the query's,
/// so its first letter is the key's first. The runs sort names by what such word starts carry on their first
/// letters (a window runs on into the next words, as the query's letters do):
///
/// - 0: names in ASCII, with no mark at all.
/// - 1–10: names as written whose first marked letter from such a start is letter 0 (their `lead`), by the marks
///   there: only acute, grave, circumflex, tilde or diaeresis; only caron; only macron (as romanised Japanese and
///   Arabic names have); only other marks; a mix. Each kind in two: letter 1 bare at every such start, or not.
/// - 11–15: the first marked letter at letter 1, by the same kinds of marks.
/// - 16, 17: the first marked letter at letter 2; at 3 or later, or none.
/// - 18: transliterations, whose marks are never weighed.
///
/// A query whose first marked letter is its letter `k` cannot agree with a name of a run whose `lead` is more than
/// `k`; nor, when `lead` is `k`, with one whose marks there lack one the query typed on that letter; nor, when
/// `lead` is `k - 1`, with one whose next letter is bare. A name must line up where its key starts for this to hold:
/// a name whose key is not its own letters from a word start (`Sæng` under `saeng`) may fail to, which counts as
/// agreeing, so it goes to the run of a mix at letter 0, next letter not bare.
enum BusyRun {
    /// What the names of one run as written have in common: their first marked letter from a word start the
    /// query can line up with (`lead`, 3 for none of the first three), the kind of marks it carries when `lead`
    /// is 0 or 1, and, when `lead` is 0, whether the letter after it is bare.
    struct Shape: Equatable {
        let lead: Int
        var marks: Marks?
        var nextIsBare: Bool?

        /// What is known of a name that may not line up with a query (`Sæng` under `saeng`): nothing. No query
        /// is ruled out by it.
        static let unknown = Shape(lead: 0, marks: .mixed, nextIsBare: false)
    }

    /// The shapes of runs 1 to `count - 2`, in that order.
    static let shapes: [Shape] = Marks.allCases.flatMap { marks in
        [Shape(lead: 0, marks: marks, nextIsBare: true), Shape(lead: 0, marks: marks, nextIsBare: false)]
    } + Marks.allCases.map { Shape(lead: 1, marks: $0) } + [Shape(lead: 2), Shape(lead: longestLead)]

    /// Runs per list, in their order there.
    static let count = shapes.count + 2
    static let ascii = 0
    static let transliterated = count - 1
    /// The leading letters whose marks the runs tell apart (`lead` 3 means none of them carries one).
    static let longestLead = 3

    /// The marks a run's names carry on their first marked letter, when its lead is 0 or 1.
    enum Marks: Int, CaseIterable {
        case common, caron, macron, other, mixed

        init(_ marks: Set<Unicode.Scalar>) {
            let kinds = Set(marks.map(Self.kind(of:)))
            self = kinds.count == 1 ? kinds.first! : .mixed
        }

        /// The kind a letter carrying only `mark` has.
        static func kind(of mark: Unicode.Scalar) -> Marks {
            commonMarks.contains(mark) ? .common : mark == "\u{30C}" ? .caron : mark == "\u{304}" ? .macron : .other
        }

        /// Whether a letter carrying only marks of this kind may carry every one of `typed`.
        func mayCarry(_ typed: some Sequence<Unicode.Scalar>) -> Bool {
            self == .mixed || typed.allSatisfy { Self.kind(of: $0) == self }
        }

        /// Acute, grave, circumflex, tilde, diaeresis: the marks of most Western European names.
        static let commonMarks: Set<Unicode.Scalar> = ["\u{300}", "\u{301}", "\u{302}", "\u{303}", "\u{308}"]
    }

    /// The run of names of shape `shape` (the run of `.unknown`, which rules out no query, for any other).
    static func run(of shape: Shape) -> Int {
        1 + (shapes.firstIndex(of: shape) ?? shapes.firstIndex(of: .unknown) ?? 0)
    }

    /// The shape of run `run`; nil for the runs of ASCII names and of transliterations.
    static func shape(of run: Int) -> Shape? { run > 0 && run <= shapes.count ? shapes[run - 1] : nil }

    /// The marks a query form typed, as the runs are asked about them.
    struct TypedMarks {
        /// Whether every letter the query typed a mark on is an ASCII letter's (`č`, `dé`): no ASCII name agrees.
        let onASCIILetters: Bool
        /// The query's first marked letter and its marks, when the query's letters are the needle's
        /// (`QueryIntent.firstMarkedLetter(linedUpWith:)`).
        let first: (letter: Int, marks: [Unicode.Scalar])?

        init(_ intent: QueryIntent, needle: [UInt8]) {
            onASCIILetters = intent.marked.map { $0.allSatisfy { $0.base.isASCII } } ?? false
            first = intent.firstMarkedLetter(linedUpWith: needle)
        }

        /// Whether no name of run `run` the query lines up with carries the marks it typed.
        func ruleOut(_ run: Int) -> Bool {
            if run == BusyRun.ascii { return onASCIILetters }
            guard let shape = BusyRun.shape(of: run), let (letter, marks) = first else { return false }
            switch letter - shape.lead {
            case ..<0: return true
            case 0: return shape.marks.map { !$0.mayCarry(marks) } ?? false
            case 1: return shape.nextIsBare ?? false
            default: return false
            }
        }
    }

    /// The run of each posting of `keys` (by posting number), `texts` being the names the postings point at;
    /// worked out on every core.
    static func runs(keys: KeyTable.Sorted, texts: [String]) -> [UInt8] {
        var runs = [UInt8](repeating: 0, count: keys.postingList.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, keys.ends.count))
        runs.withUnsafeMutableBufferPointer { buffer in
            // Each worker writes only the postings of its own stride of keys.
            nonisolated(unsafe) let slots = buffer
            performConcurrently(iterations: workers) { worker in
                for key in stride(from: worker, to: keys.ends.count, by: workers) {
                    let letters = keyLetters(keys.bytes[keys.range(of: key)])
                    for number in keys.postingNumbers(of: key) {
                        let posting = keys.postingList[number]
                        slots[number] = UInt8(run(of: posting, keyLetters: letters, text: texts[Int(posting.text)]))
                    }
                }
            }
        }
        return runs
    }

    static func run(of posting: Posting, keyLetters: [Unicode.Scalar], text: String) -> Int {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return ascii }
        guard posting.isDirect else { return transliterated }
        let letters = DecomposedLetters(text)
        guard let first = keyLetters.first, letters.hasWord(spelling: keyLetters) else {
            return run(of: .unknown)
        }
        // The marks on each of the first letters from every word start beginning with the key's first letter.
        var marks = [Set<Unicode.Scalar>](repeating: [], count: longestLead)
        for start in letters.letters.indices
        where letters.letters[start].startsWord && letters.base(of: start) == first {
            for offset in 0..<min(longestLead, letters.letters.count - start) {
                marks[offset].formUnion(letters.marks(of: start + offset))
            }
        }
        switch marks.firstIndex(where: { !$0.isEmpty }) {
        case 0?: return run(of: Shape(lead: 0, marks: Marks(marks[0]), nextIsBare: marks[1].isEmpty))
        case 1?: return run(of: Shape(lead: 1, marks: Marks(marks[1])))
        case let lead?: return run(of: Shape(lead: lead))
        case nil: return run(of: Shape(lead: longestLead))
        }
    }

    /// A key's letters: its scalars but the spaces between words.
    static func keyLetters(_ key: some Collection<UInt8>) -> [Unicode.Scalar] {
        String(decoding: key, as: UTF8.self).unicodeScalars.filter { $0 != " " }
    }
}
