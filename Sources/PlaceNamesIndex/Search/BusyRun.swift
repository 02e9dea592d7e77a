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
/// - 1–5: names as written whose first marked letter from such a start is letter 0 (their `lead`), carrying
///   there only acute, grave, circumflex, tilde or diaeresis (1); only caron (2); only macron (3, as romanised
///   Japanese, Chinese and Arabic names have); only other marks (4); a mix (5).
/// - 6–10: the same with the first marked letter at letter 1.
/// - 11, 12: the first marked letter at letter 2; at 3 or later, or none.
/// - 13: transliterations, whose marks are never weighed.
///
/// A query whose first marked letter is its letter `k` cannot agree with a name of a run whose `lead` is more than
/// `k`, nor, when `lead` is `k`, with one whose marks there lack one the query typed on that letter. A name must
/// line up where its key starts for this to hold: a name whose key is not its own letters from a word start
/// (`Sæng` under `saeng`) may fail to, which counts as agreeing, so it goes to the run of a mix at letter 0.
enum BusyRun {
    /// Runs per list, in their order there.
    static let count = 14
    static let ascii = 0
    static let transliterated = 13
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

    static func markFree(lead: Int, marks: Marks) -> Int {
        lead < 2 ? 1 + lead * Marks.allCases.count + marks.rawValue
            : 2 * Marks.allCases.count + 1 + min(lead, longestLead) - 2
    }

    /// The first marked letter from a word start of the names of run `run`, and the marks it carries when the run
    /// tells them apart; nil for the runs of ASCII names and of transliterations.
    static func lead(of run: Int) -> (lead: Int, marks: Marks?)? {
        switch run {
        case 1...(2 * Marks.allCases.count):
            ((run - 1) / Marks.allCases.count, Marks(rawValue: (run - 1) % Marks.allCases.count))
        case 2 * Marks.allCases.count + 1, 2 * Marks.allCases.count + 2: (run - 2 * Marks.allCases.count + 1, nil)
        default: nil
        }
    }

    /// Whether a query whose first marked letter is its letter `letter`, carrying `marks`, cannot agree with any
    /// name of run `run` it lines up with.
    static func disagrees(run: Int, firstMarked letter: Int, marks: some Sequence<Unicode.Scalar>) -> Bool {
        guard let (lead, kind) = lead(of: run) else { return false }
        return letter < lead || (letter == lead && kind.map { !$0.mayCarry(marks) } ?? false)
    }

    /// The run of each posting of `keys` (by posting number), `texts` being the names the postings point at;
    /// worked out on every core.
    static func runs(keys: KeyTable.Sorted, texts: [String]) -> [UInt8] {
        var runs = [UInt8](repeating: 0, count: keys.postingList.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, keys.ends.count))
        runs.withUnsafeMutableBufferPointer { buffer in
            // Each worker writes only the postings of its own stride of keys.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for key in stride(from: worker, to: keys.ends.count, by: workers) {
                    let keyStart = key == 0 ? 0 : Int(keys.ends[key - 1])
                    let letters = keyLetters(keys.bytes[keyStart..<Int(keys.ends[key])])
                    let first = key == 0 ? 0 : Int(keys.postingEnds[key - 1])
                    for number in first..<Int(keys.postingEnds[key]) {
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
            return markFree(lead: 0, marks: .mixed)
        }
        // The marks on each of the first letters from every word start beginning with the key's first letter.
        var marks = [Set<Unicode.Scalar>](repeating: [], count: longestLead)
        for start in letters.letters.indices
        where letters.letters[start].startsWord && letters.base(of: start) == first {
            for offset in 0..<min(longestLead, letters.letters.count - start) {
                marks[offset].formUnion(letters.marks(of: start + offset))
            }
        }
        guard let lead = marks.firstIndex(where: { !$0.isEmpty }) else {
            return markFree(lead: longestLead, marks: .mixed)
        }
        return markFree(lead: lead, marks: Marks(marks[lead]))
    }

    /// A key's letters: its scalars but the spaces between words.
    static func keyLetters(_ key: some Collection<UInt8>) -> [Unicode.Scalar] {
        String(decoding: key, as: UTF8.self).unicodeScalars.filter { $0 != " " }
    }
}
