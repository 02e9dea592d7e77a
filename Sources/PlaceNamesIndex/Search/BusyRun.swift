import Dispatch
import Foundation

/// Which run of a busy prefix's list (`BusyPrefixTable`) a posting is kept in, so that a query typing a mark can
/// bound, run by run, the names that cannot carry it (`QueryIntent.marksAgree`) below the ones that may:
///
/// - `ascii`: the name is written in ASCII, so it carries no mark at all.
/// - `markFree(lead)`: a name as written (a direct posting) whose key is its own letters from a word start on,
///   and whose every word has no mark on its first `lead` letters (0 to 3; 3 also for a name with no mark). A query
///   whose first marked letter is its letter `k`, with `k < lead`, lines up with such a name where the key starts
///   and carries no mark there, nor at any other word start it lines up with: it cannot agree. Names whose key is
///   not their letters (`Sæng` under `saeng`) may fail to line up, which counts as agreeing: they are kept at 0.
/// - `transliterated`: a posting of a transliteration, whose marks are never weighed.
enum BusyRun {
    /// Runs per list, in their order there.
    static let count = 6
    static let ascii = 0
    /// The most leading letters `markFree` tells apart.
    static let longestLead = 3
    static let transliterated = 5

    static func markFree(lead: Int) -> Int { 1 + min(lead, longestLead) }

    /// The leading letters every word of a name of run `run` has free of marks, when it is a `markFree` run.
    static func lead(of run: Int) -> Int? {
        run == ascii || run == transliterated ? nil : run - 1
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
        let lead = lead(of: letters)
        guard lead > 0, letters.hasWord(spelling: keyLetters) else { return markFree(lead: 0) }
        return markFree(lead: lead)
    }

    /// The fewest leading letters of a word of a name before one carrying a mark that search folds
    /// (`MarkedLetter.isFoldedMark`), at most `longestLead`.
    static func lead(of letters: DecomposedLetters) -> Int {
        var lead = longestLead
        var inWord = 0
        for letter in letters.letters.indices {
            inWord = letters.letters[letter].startsWord ? 0 : inWord + 1
            if inWord < lead, !letters.marks(of: letter).isEmpty { lead = inWord }
        }
        return lead
    }

    /// A key's letters: its scalars but the spaces between words.
    static func keyLetters(_ key: some Collection<UInt8>) -> [Unicode.Scalar] {
        String(decoding: key, as: UTF8.self).unicodeScalars.filter { $0 != " " }
    }
}
