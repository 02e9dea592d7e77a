import PlaceNames

/// The prefix pass of one search, whose cost follows the answer rather than the catalog.
///
/// A query form whose prefix is not busy has its few postings recorded at once. A busy prefix's postings
/// (`BusyPrefixTable`) are read one place at a time, most important first, and reading stops once `wanted` places
/// rank before any place not read yet. Each list bounds its unread entries by the best rank any class still ahead
/// in it can have (`PostingClass.bestRank`) with the importance of its next place, which no later place of it
/// exceeds (`SearchIndex.coarseKey`); the list with the least bound is read next, so a list of rarely better
/// matches (the key that is the whole query) is read to its end without dragging the others along. Reading stops
/// when the `wanted`-th best place read has a smaller key than every list's bound: a place's unread entries cannot
/// improve it past that bound either. Nothing is approximate: a scan that stops answers as a full one would,
/// which `SearchIndex.rankedMatches(for:places:chain:limit:exhaustive:)` with `exhaustive` shows in tests.
struct PrefixScan {
    private let index: SearchIndex
    private let intent: QueryIntent
    private var streams: [Stream] = []
    /// Each stream's best rank of each class for this query, ascending, with the position of its last entry: kept
    /// apart so that a `Stream` holds no reference, and reading one retains nothing.
    private var bounds: [[(rank: MatchRank, last: Int)]] = []
    /// Whether every posting of the prefix pass has been recorded.
    private(set) var isExhaustive = true

    /// One busy prefix being read.
    private struct Stream {
        /// The query form's position among the query's forms.
        let form: Int
        /// The query form's `QueryForm.isDirect` and `.isJoined`.
        let isDirect: Bool
        let isJoined: Bool
        /// The busy prefix's number in `BusyPrefixTable`, and which run of its list this is (`BusyRun`).
        let prefix: Int
        let run: Int
        let entries: Slice<UnsafeBufferPointer<UInt32>>
        var cursor: Int
        /// The first class of its `bounds` with entries at or after the cursor.
        var alive = 0
        /// The postings of the key that is the needle: whole matches, recorded before reading.
        let whole: Range<Int>
        /// The postings of keys going on from the needle with a space (the word ends where the query's does).
        let spaced: Range<Int>
        /// The place and ranking importance of the entry at the cursor.
        var next: (importance: UInt64, place: Int32)?
    }

    /// Records every posting of the forms whose prefix is not busy (all forms when `usesBusyPrefixes` is false),
    /// and the whole matches of the others.
    init(index: SearchIndex, forms: [QueryForm], intent: QueryIntent, usesBusyPrefixes: Bool,
         best: inout BestMatches) {
        self.index = index
        self.intent = intent
        let keys = index.keys
        for (number, form) in forms.enumerated() {
            let range = keys.range(startingWith: form.needle, in: 0..<keys.count)
            if usesBusyPrefixes, !range.isEmpty, let prefix = index.busy.prefix(startingKeys: range) {
                let whole = keys.key(range.lowerBound, isExactly: form.needle) ? range.lowerBound : nil
                let wholePostings = whole.map { keys.postingNumbers(ofKeysIn: $0..<($0 + 1)) } ?? 0..<0
                let spaced = keys.postingNumbers(ofKeysIn: keys.range(startingWith: form.needle + [0x20], in: range))
                // The whole key's matches rank better than its class's bound: read first, or in a stream of their
                // own when the key is busy alone.
                if let whole {
                    if whole..<(whole + 1) != range, let alone = index.busy.prefix(startingKeys: whole..<(whole + 1)) {
                        addStreams(of: alone, form: form, number: number, whole: true, wholePostings: wholePostings,
                                   spaced: spaced, best: best)
                    } else {
                        record(keysIn: whole..<(whole + 1), of: form, number: number, best: &best)
                    }
                }
                addStreams(of: prefix, form: form, number: number, whole: false, wholePostings: wholePostings,
                           spaced: spaced, best: best)
                isExhaustive = false
            } else {
                record(keysIn: range, of: form, number: number, best: &best)
            }
        }
        for stream in streams.indices { advance(stream, by: 0) }
    }

    /// A stream for each run of busy prefix `prefix`'s list that has entries (`BusyRun`). A query that types
    /// marks finds no name agreeing with them (`QueryIntent.marksAgree`) in the runs `BusyRun.TypedMarks` rules
    /// out: those runs' bounds say so.
    private mutating func addStreams(of prefix: Int, form: QueryForm, number: Int, whole: Bool,
                                     wholePostings: Range<Int>, spaced: Range<Int>, best: BestMatches) {
        let typed = BusyRun.TypedMarks(intent, needle: form.needle)
        for run in 0..<BusyRun.count {
            let entries = index.busy.entries(prefix, run: run)
            guard !entries.isEmpty else { continue }
            streams.append(Stream(
                form: number, isDirect: form.isDirect, isJoined: form.isJoined, prefix: prefix, run: run,
                entries: entries, cursor: 0, whole: wholePostings, spaced: spaced))
            bounds.append(Self.bounds(of: index.busy.classes(prefix, run: run), for: form, whole: whole,
                                      marksDisagree: typed.ruleOut(run), best: best))
        }
    }

    /// Reads the busy prefixes until `wanted` places are known to rank before every place not read, or to the end.
    mutating func run(wanted: Int, best: inout BestMatches) {
        guard !isExhaustive else { return }
        var lowest = LowestValues<UInt64>(capacity: max(wanted, 1))
        for place in best.places {
            if let rank = best.rank(of: place) {
                lowest.insert(SearchIndex.coarseKey(rank: rank, importance: importance(place)))
            }
        }
        while true {
            // The stream whose unread entries could rank best goes next; the least such key bounds all unread.
            var chosen: (stream: Int, place: Int32, key: UInt64)?
            for stream in streams.indices {
                guard let next = streams[stream].next, let bound = unreadBound(of: stream) else { continue }
                let key = SearchIndex.coarseKey(rank: bound, importance: next.importance)
                if let current = chosen, current.key <= key { continue }
                chosen = (stream, next.place, key)
            }
            guard let chosen else { isExhaustive = true; return }
            if lowest.isFull, lowest.largest < chosen.key { return }
            let isNew = best.rank(of: Int(chosen.place)) == nil
            readPlace(chosen.place, from: chosen.stream, best: &best)
            if isNew, let rank = best.rank(of: Int(chosen.place)) {
                lowest.insert(SearchIndex.coarseKey(rank: rank, importance: importance(Int(chosen.place))))
            }
        }
    }

    /// Bounds on how many places match in the reader's first language as written (`MatchRank.isInFirstLanguage`),
    /// counting the places recorded and every place of a first-language class still to be read.
    func firstLanguagePlaces(recorded: Int, chain: [Language]) -> (atLeast: Int, atMost: Int) {
        guard let first = chain.first else { return (recorded, recorded) }
        let ordinal = SearchLanguages.ordinal(first)
        var atLeast = recorded
        var atMost = recorded
        for stream in streams where stream.isDirect {
            for summary in index.busy.classes(stream.prefix, run: stream.run)
            where PostingClass(code: summary.code).language == ordinal && PostingClass(code: summary.code).isDirect {
                atLeast = max(atLeast, Int(summary.places))
                atMost += Int(summary.places)
            }
        }
        return (atLeast, atMost)
    }

    /// Records every posting of `place` in the busy prefixes, wherever it lies in their lists: the cities a
    /// region may be named after (`SearchIndex.placeNamesakesAfterTheirCities`) must be known however unimportant.
    mutating func recordPlace(_ place: Int32, best: inout BestMatches) {
        let wanted = importance(Int(place))
        for stream in streams.indices {
            let entries = streams[stream].entries
            var low = partitionPoint(entries.startIndex..<entries.endIndex) { middle in
                let (importance, other) = order(of: entries[middle])
                return importance > wanted || (importance == wanted && other < place)
            }
            while low < entries.endIndex, order(of: entries[low]).place == place {
                record(entries[low], of: stream, best: &best)
                low += 1
            }
        }
    }

    private func importance(_ place: Int) -> UInt64 { SearchIndex.rankingImportance(index.importance(place)) }

    /// The (importance, place) a list entry is ordered by; a posting number the snapshot does not have sorts last.
    private func order(of number: UInt32) -> (importance: UInt64, place: Int32) {
        guard let posting = index.keys.posting(Int(number)) else { return (0, .max) }
        return (importance(Int(posting.place)), posting.place)
    }

    /// The best rank an entry of stream `stream` not yet read can have; nil when none is left.
    private mutating func unreadBound(of stream: Int) -> MatchRank? {
        while streams[stream].alive < bounds[stream].count,
              bounds[stream][streams[stream].alive].last < streams[stream].cursor {
            streams[stream].alive += 1
        }
        guard streams[stream].alive < bounds[stream].count else { return nil }
        return bounds[stream][streams[stream].alive].rank
    }

    private mutating func readPlace(_ place: Int32, from stream: Int, best: inout BestMatches) {
        while let next = streams[stream].next, next.place == place {
            let entries = streams[stream].entries
            record(entries[entries.startIndex + streams[stream].cursor], of: stream, best: &best)
            advance(stream, by: 1)
        }
    }

    private mutating func advance(_ stream: Int, by steps: Int) {
        streams[stream].cursor += steps
        let entries = streams[stream].entries
        let position = entries.startIndex + streams[stream].cursor
        streams[stream].next = position < entries.endIndex ? order(of: entries[position]) : nil
        if streams[stream].next?.place == .max { streams[stream].next = nil }
    }

    private func record(_ number: UInt32, of stream: Int, best: inout BestMatches) {
        guard let posting = index.keys.posting(Int(number)) else { return }
        // Read field by field: a copy of the stream would retain its arrays for every entry.
        let whole = streams[stream].whole.contains(Int(number))
        let isJoined = streams[stream].isJoined
        best.record(posting, kind: SearchIndex.kind(posting.position, whole: whole, queryIsJoined: isJoined),
                    isTypo: false, queryIsDirect: streams[stream].isDirect,
                    wordGoesOn: intent.endsWord && !whole && !streams[stream].spaced.contains(Int(number)),
                    order: BestMatches.Order.prefix(form: streams[stream].form, posting: Int(number)))
    }

    /// Records every posting of the keys in `keys`, which start with `form`'s needle (query form `number`).
    private func record(keysIn keys: Range<Int>, of form: QueryForm, number: Int, best: inout BestMatches) {
        let table = index.keys
        let needleLength = form.needle.count
        var lastKey = -1
        var whole = false
        var wordGoesOn = false
        table.forEachPosting(ofKeysIn: keys) { key, postingNumber, posting in
            if key != lastKey {
                lastKey = key
                let range = table.range(of: key)
                whole = range.count == needleLength
                // A finished query word that a name's word goes on from (`chon ` and `chongqing`); a space after
                // the needle is the name's next word.
                wordGoesOn = intent.endsWord && !whole && table.byte(at: range.lowerBound + needleLength) != 0x20
            }
            best.record(posting, kind: SearchIndex.kind(posting.position, whole: whole, queryIsJoined: form.isJoined),
                        isTypo: false, queryIsDirect: form.isDirect, wordGoesOn: wordGoesOn,
                        order: BestMatches.Order.prefix(form: number, posting: postingNumber))
        }
    }

    /// Each class's best rank for `form`, ascending, with its last entry; `whole` for the list of the key that is
    /// the needle, `marksDisagree` for names that cannot carry the marks the query typed.
    private static func bounds(of classes: Slice<UnsafeBufferPointer<PostingClass.Summary>>, for form: QueryForm,
                               whole: Bool, marksDisagree: Bool, best: BestMatches) -> [(rank: MatchRank, last: Int)] {
        classes.map { summary in
            let kind = PostingClass(code: summary.code)
            return (kind.bestRank(queryIsDirect: form.isDirect, queryIsJoined: form.isJoined, whole: whole,
                                  marksDisagree: marksDisagree, chainPosition: best.chainPosition(of: kind.language)),
                    Int(summary.last))
        }.sorted { $0.rank < $1.rank }
    }
}
