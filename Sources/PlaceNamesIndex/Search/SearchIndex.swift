import PlaceNames

/// Finds places by any form of any of their names, and by their aliases, in every language and script, ranked
/// for autocomplete.
///
/// Every name form is indexed under its keys (`SearchForms`): its words from the first, from each later word, and
/// run together, in its own script and transliterated to Latin. The distinct keys are sorted by their UTF-8 bytes
/// (`KeyTable`), so exact, prefix and word-prefix matches are a binary search; substrings are found among the
/// whole-name keys by binary search in their sorted suffixes (`SuffixTable`), or for a 3-byte or common needle
/// through a trigram index (`TrigramCandidates`), and of those keys only the ones with a name in a language that
/// could still rank are read (`KeyLanguages`); typos are variants of
/// the query looked up by binary search, at the first two letters in the keys shortened by that letter
/// (`recordTypos`, `TypoDeletionTable`). Queries shorter than 3 bytes match by prefix only.
///
/// A class: a search copies the index into its scans, and a struct of a dozen tables (several holding references,
/// the snapshot among them) cost a retain and a release of each at every copy.
package final class SearchIndex: Sendable {
    let keys: KeyTable
    /// Every distinct name form and alias; `Posting.text` numbers it.
    let texts: TextTable
    private let trigrams: TrigramTable
    private let suffixes: SuffixTable
    private let keyLanguages: KeyLanguages
    /// The postings of busy prefixes, most important place first.
    let busy: BusyPrefixTable
    /// Each place's `SearchImportance`, by position.
    private let importanceFigures: Column<Int64>
    let namesakes: NamesakeFacts
    let alphabet: TypoAlphabet
    /// The keys beginning with each letter (`KeyTable.pack`): where a typo at the first letter looks, without a
    /// search of the whole table per letter of the alphabet.
    let firstLetters: [UInt64: Range<Int>]
    /// The keys as if their first or their second letter were left out: where typos at those letters are found.
    let typoDeletions: [TypoDeletionTable]
    /// The longest key, in bytes: no query longer than it by more than one letter is one edit from a key.
    let longestKey: Int
    let shortQueries = ShortQueryCache()
    let scratch: MatchScratchPool
    /// Keeps the tables above mapped, as `served.search` can be kept past a reload.
    private let snapshot: Snapshot

    /// The index a snapshot holds, read in place; only the typo alphabet (a few thousand letters) is decoded.
    init(snapshot: Snapshot, places: Int) {
        texts = TextTable(snapshot: snapshot)
        keys = KeyTable(snapshot: snapshot, places: places, texts: texts.count)
        trigrams = TrigramTable(snapshot: snapshot)
        suffixes = SuffixTable(snapshot: snapshot)
        keyLanguages = KeyLanguages(snapshot: snapshot, keys: keys.count)
        busy = BusyPrefixTable(snapshot: snapshot)
        importanceFigures = snapshot.column(.importance)
        namesakes = NamesakeFacts(snapshot: snapshot)
        alphabet = TypoAlphabet(snapshot: snapshot)
        typoDeletions = (0..<2).map { TypoDeletionTable(snapshot: snapshot, letter: $0) }
        firstLetters = Dictionary(
            (keys.continuations(of: 0..<keys.count, at: 0, limit: .max) ?? []).map { ($0.letter, $0.keys) },
            uniquingKeysWith: { first, _ in first })
        // Bounded like a key's length, so arithmetic on it cannot overflow whatever a damaged file says.
        longestKey = Int(min(snapshot.column(.figures, as: UInt64.self).at(0) ?? 0, UInt64(UInt32.max)))
        scratch = MatchScratchPool(places: places)
        self.snapshot = snapshot
    }

    /// Makes ICU ready for queries in every script the index holds: `Any-Latin` builds each script's
    /// transliterator on first use, milliseconds each, which the first searches after a start from a snapshot
    /// would otherwise pay while the requests behind them on the same event loop wait (a start from catalogs has
    /// transliterated every name already).
    func prepareForQueries() {
        _ = SearchForms.query(alphabet.everyScript)
    }

    /// Place `place`'s `SearchImportance` (0 for a number no place has).
    func importance(_ place: Int) -> Int { Int(clamping: importanceFigures.at(place) ?? 0) }

    /// Builds the index of `places` and writes it into `snapshot`.
    static func write(places: [Place], to snapshot: inout SnapshotBuilder) {
        // Distinct strings first: their keys (ICU transliteration) are the slow part, computed once per string
        // and on every core. Each place's strings are listed once, as their postings will be made (languages in
        // order, then aliases), so a string is hashed once, not again when its postings are made.
        var texts: [String] = []
        var textIndex: [String: Int32] = [:]
        var entries: [(place: Int32, text: Int32, language: UInt8, form: MatchedForm)] = []
        let formCount = places.reduce(0) { count, place in
            place.names.values.reduce(count + place.aliases.count) { $0 + $1.formCount }
        }
        entries.reserveCapacity(formCount)
        textIndex.reserveCapacity(formCount)
        func intern(_ text: String) -> Int32 {
            if let number = textIndex[text] { return number }
            let number = Int32(texts.count)
            textIndex[text] = number
            texts.append(text)
            return number
        }
        for (index, place) in places.enumerated() {
            for (language, name) in place.names.sorted(by: { $0.key < $1.key }) {
                let ordinal = SearchLanguages.ordinal(language)
                for form in name.forms {
                    entries.append((Int32(index), intern(form.value), ordinal, MatchedForm(form.kind)))
                }
            }
            for alias in place.aliases { entries.append((Int32(index), intern(alias), SearchLanguages.alias, .alias)) }
        }
        textIndex = [:]
        let forms = SearchForms.of(all: texts)
        // Each distinct key gets a number once per string, so a posting costs an array append, not a hash.
        var keyNumbers: [KeyBytes: Int32] = [:]
        keyNumbers.reserveCapacity(forms.reduce(0) { $0 + $1.count })
        var distinctKeys: [[UInt8]] = []
        let numbered: [[(key: Int32, form: IndexedForm)]] = forms.map { textForms in
            textForms.map { form in
                let bytes = form.key
                if let number = keyNumbers[KeyBytes(bytes)] { return (number, form) }
                let number = Int32(distinctKeys.count)
                keyNumbers[KeyBytes(bytes)] = number
                distinctKeys.append(bytes)
                return (number, form)
            }
        }
        keyNumbers = [:]
        var lists = [[Posting]](repeating: [], count: distinctKeys.count)
        for entry in entries {
            for (key, indexed) in numbered[Int(entry.text)] {
                lists[Int(key)].append(
                    Posting(place: entry.place, text: entry.text, language: entry.language,
                            isDirect: indexed.isDirect, position: indexed.position, form: entry.form))
            }
        }
        let keys = KeyTable.sorted(keys: distinctKeys, postings: lists)
        distinctKeys = []
        lists = []
        let importance = SearchImportance.of(places)
        BusyPrefixTable.write(keys: keys, importance: importance.map(Self.rankingImportance),
                              runs: BusyRun.runs(keys: keys, texts: texts), to: &snapshot)
        var trigrams: [UInt32: [Int32]] = [:]
        var languages: [UInt64] = []
        languages.reserveCapacity(keys.ends.count)
        var longestKey = 0
        var keyStart = 0
        var trigramKeys: [Int] = []
        for (index, end) in keys.ends.enumerated() {
            let key = keys.bytes[keyStart..<Int(end)]
            let postings = keys.postingList[(index == 0 ? 0 : Int(keys.postingEnds[index - 1]))..<Int(keys.postingEnds[index])]
            keyStart = Int(end)
            longestKey = max(longestKey, key.count)
            languages.append(KeyLanguages.set(of: postings))
            // Later-word keys are tails of a whole-name key, and spaced keys have a joined twin.
            guard key.count >= 3, !key.contains(0x20), postings.contains(where: { $0.position != .laterWord })
            else { continue }
            trigramKeys.append(index)
            // From the second byte on: substrings are looked for after a key's first byte (its prefix matches are
            // found by binary search), so a 3-byte needle's list is its answer, with nothing left to check.
            for start in (key.startIndex + 1)..<(key.endIndex - 2) {
                let trigram = TrigramTable.trigram(key, at: start)
                // A key is listed once per trigram even if the window repeats in it.
                Self.append(Int32(index), unlessLastOf: &trigrams[trigram, default: []])
            }
        }
        keys.write(to: &snapshot)
        for letter in 0..<2 { TypoDeletionTable.write(keys, letter: letter, to: &snapshot) }
        TrigramTable.write(trigrams, to: &snapshot)
        SuffixTable.write(keys: keys, eligible: trigramKeys, to: &snapshot)
        snapshot.add(.keyLanguages, languages)
        snapshot.add(.namedKeys, KeyLanguages.namedKeys(languages))
        TextTable.write(texts, to: &snapshot)
        snapshot.add(.typoAlphabet, TypoAlphabet(keyBytes: keys.bytes).encoded())
        snapshot.add(.importance, importance.map(Int64.init))
        NamesakeFacts.write(places: places, to: &snapshot)
        snapshot.add(.figures, [UInt64(longestKey)])
    }

    /// Records the matches of `forms`' needles inside the keys' words (`MatchKind.substring`). When `limit`
    /// places the filter admits have matched, a match whose rank is worse than the `limit`-th best rank is passed over: it can
    /// neither reach the page nor be a city a region of the page is named after (those rank as well or better).
    /// That rank is kept up as places match here (each at the rank it first matched with, which can only be
    /// better since, so the bound is never tighter than the true one): a three-letter needle's thousands of keys
    /// are mostly passed over once the page's worth have matched. Once only names as written in some of the
    /// reader's languages could rank, a key with none in those languages (`KeyLanguages`) is not read at all.
    /// - Parameter usesKeyLanguages: pass over keys by their languages; false reads every key (the same matches,
    ///   slower).
    func recordSubstrings(_ forms: [QueryForm], limit: Int, usesKeyLanguages: Bool = true,
                          into best: inout BestMatches) {
        var lowest = best.lowestRanks(limit)
        var worst: MatchRank? { limit > 0 && lowest.isFull ? MatchRank(value: lowest.largest) : nil }
        for form in forms where !form.needle.contains(0x20) {
            // No posting can rank better than a preferred name in the reader's first language: when even that is
            // worse than the page's last (a transliterated form once the page holds matches as written), the
            // form's keys are not looked for at all.
            if let worst, MatchRank(kind: .substring, isTypo: false, isDirect: form.isDirect, chainPosition: 0,
                                    form: .preferred) > worst {
                continue
            }
            guard var candidates = SubstringCandidates(needle: form.needle, trigrams: trigrams, suffixes: suffixes,
                                                       keys: keys)
            else { continue }
            // The languages whose names could still rank, worked out again only when the page's last rank moves.
            var filter = worst.map { worst in
                (worst: worst, languages: best.languages(whoseSubstringsCanRank: worst, queryIsDirect: form.isDirect))
            }
            // Once only names in some language could rank (a page's last rank only gets better, so that stays true),
            // a key with none is passed over before it is looked for in the other trigrams' lists.
            while let key = candidates.next(passingOver: { key in
                usesKeyLanguages && filter?.languages != nil && !keyLanguages.isNamed(key)
            }) {
                if usesKeyLanguages, let worst {
                    if filter?.worst != worst {
                        filter = (worst, best.languages(whoseSubstringsCanRank: worst, queryIsDirect: form.isDirect))
                    }
                    if let languages = filter?.languages, !keyLanguages.key(key, mayHoldAnyOf: languages) { continue }
                }
                guard candidates.areExact || keys.key(key, contains: form.needle, from: 1) else { continue }
                keys.forEachPosting(ofKeysIn: key..<(key + 1)) { _, posting in
                    if let worst, best.bestRank(of: posting, kind: .substring, queryIsDirect: form.isDirect) > worst {
                        return
                    }
                    let isNew = best.rank(of: Int(posting.place)) == nil
                    best.record(posting, kind: .substring, isTypo: false, queryIsDirect: form.isDirect)
                    if isNew, best.isAdmitted(Int(posting.place)), let rank = best.rank(of: Int(posting.place)) {
                        lowest.insert(rank.value)
                    }
                }
            }
        }
    }

    /// The kind of a match of a needle on a key that starts with it. A query's words run together (`су с` as
    /// `сус`) span the name's word boundaries wherever they match, even on a whole name: `Су-с` finds Су-сити
    /// by prefix before the one-word Сус.
    /// - Parameters:
    ///   - whole: the key is the needle.
    ///   - queryIsJoined: the needle runs a query's several words together (`QueryForm.isJoined`).
    static func kind(_ position: KeyPosition, whole: Bool, queryIsJoined: Bool) -> MatchKind {
        if queryIsJoined { return .spanning }
        switch position {
        case .start: return whole ? .exact : .prefix
        case .laterWord: return .wordPrefix
        case .joined: return whole ? .exact : .spanning
        }
    }

    /// One hash look-up per trigram window, not two.
    private static func append(_ key: Int32, unlessLastOf list: inout [Int32]) {
        if list.last != key { list.append(key) }
    }
}
