import Dispatch
import Foundation
import PlaceNames

/// Where in a name an indexed key starts, which decides how good a prefix match on it is.
enum KeyPosition: UInt8 {
    /// The name's words from its first, separated by single spaces (`krung thep maha nakhon`).
    case start = 0
    /// The name's words from a later one (`thep maha nakhon`): a match here starts a word inside the name.
    case laterWord = 1
    /// Every word run together (`krungthepmahanakhon`): a match here may span a word boundary.
    case joined = 2
}

/// One string a name is indexed under.
struct IndexedForm: Hashable {
    /// UTF-8, made on every core with the rest of the form rather than when numbering keys on one.
    let key: [UInt8]
    /// Whether the key is the name as written (its own script) rather than a Latin transliteration of it.
    let isDirect: Bool
    let position: KeyPosition
}

/// One string a query is looked up by.
struct QueryForm: Hashable {
    let needle: [UInt8]
    /// Whether the needle is the query as typed (its own script) rather than a transliteration of it.
    let isDirect: Bool
    /// Whether the needle runs the words of a query of several words together: then no match on it is
    /// word-aligned, whatever key it hits.
    let isJoined: Bool
}

/// The strings a name is indexed under and a query is looked up by.
enum SearchForms {
    /// Names with more words than this are not indexed from their later words beyond it: bounded index size.
    static let maxIndexedWords = 8

    /// The keys of `text`: its folded words (`SearchKey.folded`) from the first and from each later word, and run
    /// together; the same of its Latin transliteration when that differs (direct when the name is Latin already).
    static func of(_ text: String) -> [IndexedForm] {
        let key = SearchKey(text)
        var result: [IndexedForm] = []
        let folded = SearchWords.split(key.folded)
        add(folded, isDirect: true, to: &result)
        let latin = SearchWords.split(key.latin)
        if latin != folded { add(latin, isDirect: SearchWords.isLatin(key.folded), to: &result) }
        return result
    }

    private static func add(_ words: [String], isDirect: Bool, to result: inout [IndexedForm]) {
        guard !words.isEmpty else { return }
        func append(_ form: IndexedForm) { if !result.contains(form) { result.append(form) } }
        // Later words of a transliteration are not indexed: ICU's word breaks in it are guesses (Thai has none,
        // Han gets one per character), and they would double the keys for little.
        for first in 0..<(isDirect ? min(words.count, maxIndexedWords) : 1) {
            append(IndexedForm(key: Array(words[first...].joined(separator: " ").utf8), isDirect: isDirect,
                               position: first == 0 ? .start : .laterWord))
        }
        if words.count > 1 { append(IndexedForm(key: Array(words.joined().utf8), isDirect: isDirect, position: .joined)) }
    }

    /// The needles of a query: its folded words separated by spaces, and run together when there are several;
    /// the same of its Latin transliteration when that differs (direct when the query is typed in Latin letters).
    /// Also the folded words themselves, which typo variants are made from (`typoBase`), so a query is folded once.
    static func query(_ text: String) -> (forms: [QueryForm], foldedWords: [String]) {
        let key = SearchKey(text)
        var result: [QueryForm] = []
        let folded = SearchWords.split(key.folded)
        addNeedles(folded, isDirect: true, to: &result)
        addNeedles(SearchWords.split(key.latin), isDirect: SearchWords.isLatin(key.folded), to: &result)
        return (result, folded)
    }

    /// `query(text)` without the forms of its Latin transliteration, which ICU makes at a cost: nil when the query
    /// is in Latin letters, whose transliteration's forms are as written too (`ø` as `o`).
    static func directQuery(_ text: String) -> (forms: [QueryForm], foldedWords: [String])? {
        let folded = SearchKey.folded(text)
        guard !SearchWords.isLatin(folded) else { return nil }
        var result: [QueryForm] = []
        let words = SearchWords.split(folded)
        addNeedles(words, isDirect: true, to: &result)
        return (result, words)
    }

    private static func addNeedles(_ words: [String], isDirect: Bool, to result: inout [QueryForm]) {
        guard !words.isEmpty else { return }
        for form in [QueryForm(needle: Array(words.joined(separator: " ").utf8), isDirect: isDirect, isJoined: false),
                     QueryForm(needle: Array(words.joined().utf8), isDirect: isDirect, isJoined: words.count > 1)]
        where !result.contains(where: { $0.needle == form.needle }) {
            result.append(form)
        }
    }

    /// The scalars of a query's folded words (`query(_:).foldedWords`) run together, what typo variants are made
    /// from, and whether the query has several words.
    static func typoBase(_ foldedWords: [String]) -> (scalars: [Unicode.Scalar], isJoined: Bool) {
        (Array(foldedWords.joined().unicodeScalars), foldedWords.count > 1)
    }

    /// The keys of each of `texts`, computed on every core.
    static func of(all texts: [String]) -> [[IndexedForm]] {
        var results = [[IndexedForm]](repeating: [], count: texts.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, texts.count))
        results.withUnsafeMutableBufferPointer { buffer in
            // Each worker writes only its own stride of slots.
            nonisolated(unsafe) let slots = buffer
            performConcurrently(iterations: workers) { worker in
                for index in stride(from: worker, to: texts.count, by: workers) {
                    slots[index] = of(texts[index])
                }
            }
        }
        return results
    }
}
