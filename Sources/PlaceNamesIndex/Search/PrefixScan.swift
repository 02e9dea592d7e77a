import PlaceNames

/// The prefix pass of one search, whose cost follows the answer rather than the catalog.
///
/// A query form whose prefix is not busy has its few postings recorded at once. A busy prefix's postings
/// (`BusyPrefixTable`) are read one place at a time, most important first within each class of each run, and
/// reading stops once `wanted` places rank before any place not read yet. A class bounds its unread entries by the
/// best rank any of them can have (`PostingClass.bestRank`) with the importance of its next place, which no later
/// place of it exceeds (`SearchIndex.coarseKey`); the class with the least bound is read next. A class is opened
/// (its first entry looked at) only once its rank alone no longer bounds it below what is being read: a query
/// whose page is ten English names never looks at the classes of the hundred other languages under its prefix.
/// Reading stops when the `wanted`-th best place read has a smaller key than every bound: a place's unread entries
/// cannot improve it past that bound either. Nothing is approximate: a scan that stops answers as a full one would,
/// which `SearchIndex.rankedMatches(for:places:chain:limit:exhaustive:)` with `exhaustive` shows in tests.
struct PrefixScan {
    private let index: SearchIndex
    private let intent: QueryIntent
    /// What places of equal rank are ordered by: importance, or its blend with distance (`LocationBias`). A
    /// class's unread entries are bounded by `figures.bound` of its next place's importance.
    private let figures: RankingFigures
    /// One per class of each busy list read, by `rank` once `init` is done; the first `opened` have been opened.
    private var streams: [Stream] = []
    private var opened = 0
    /// The opened streams with entries left, by their next entry's key.
    private var queue = StreamQueue()
    /// Whether every posting of the prefix pass has been recorded.
    private(set) var isExhaustive = true

    /// The entries of one class of one run of a busy prefix's list.
    private struct Stream {
        /// The query form's position among the query's forms.
        let form: Int
        /// The query form's `QueryForm.isDirect` and `.isJoined`.
        let isDirect: Bool
        let isJoined: Bool
        let summary: PostingClass.Summary
        /// The best rank an entry of the class can have for this query form.
        let rank: MatchRank
        let entries: Slice<UnsafeBufferPointer<UInt32>>
        var cursor: Int
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
         figures: RankingFigures, best: inout BestMatches) {
        self.index = index
        self.intent = intent
        self.figures = figures
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
        // Stable: classes of one rank stay in the order the lists give them. A short query's busy prefixes give
        // thousands of classes: their ranks and positions are sorted as integers, not the streams themselves.
        let order = streams.enumerated().map { UInt64($1.rank.value) << 32 | UInt64($0) }
        streams = order.sorted().map { streams[Int($0 & 0xFFFF_FFFF)] }
    }

    /// A stream for each class of each run of busy prefix `prefix`'s list (`BusyRun`; within a run, a class's
    /// entries follow each other in the order of its classes). A query that types marks finds no name agreeing
    /// with them (`QueryIntent.marksAgree`) in the runs `BusyRun.TypedMarks` rules out: those runs' ranks say so.
    private mutating func addStreams(of prefix: Int, form: QueryForm, number: Int, whole: Bool,
                                     wholePostings: Range<Int>, spaced: Range<Int>, best: BestMatches) {
        let typed = BusyRun.TypedMarks(intent, needle: form.needle)
        // A short query's prefix has thousands of classes: grown by doubling, their streams were copied over and
        // over.
        streams.reserveCapacity(streams.count + index.busy.classCount(prefix))
        for run in 0..<BusyRun.count {
            let entries = index.busy.entries(prefix, run: run)
            guard !entries.isEmpty else { continue }
            let marksDisagree = typed.ruleOut(run)
            var start = 0
            for summary in index.busy.classes(prefix, run: run) {
                // A damaged `last` gives a class no entries or those up to the run's end, never more.
                let end = max(start, min(Int(summary.last) + 1, entries.count))
                defer { start = end }
                guard end > start else { continue }
                let kind = PostingClass(code: summary.code)
                streams.append(Stream(
                    form: number, isDirect: form.isDirect, isJoined: form.isJoined, summary: summary,
                    rank: kind.bestRank(queryIsDirect: form.isDirect, queryIsJoined: form.isJoined, whole: whole,
                                        marksDisagree: marksDisagree,
                                        chainPosition: best.chainPosition(of: kind.language)),
                    entries: entries[(entries.startIndex + start)..<(entries.startIndex + end)], cursor: 0,
                    whole: wholePostings, spaced: spaced))
            }
        }
    }

    /// Reads the busy prefixes until `wanted` places the filter admits (`BestMatches.admittedPlaces`) are known to
    /// rank before every place not read, or to the end.
    mutating func run(wanted: Int, best: inout BestMatches) {
        guard !isExhaustive else { return }
        var lowest = LowestValues<UInt64>(capacity: max(wanted, 1))
        for place in best.admittedPlaces {
            if let rank = best.rank(of: place) {
                lowest.insert(SearchIndex.coarseKey(rank: rank, importance: figures.figure(place)))
            }
        }
        while true {
            // The next class to open bounds its entries by its rank alone, with the greatest importance: it is
            // opened once nothing opened is bounded below that.
            if opened < streams.count {
                let bound = SearchIndex.coarseKey(rank: streams[opened].rank, importance: Self.greatestImportance)
                if queue.first.map({ bound <= $0.key }) ?? true {
                    if lowest.isFull, lowest.largest < bound { return }
                    advance(opened, by: 0)
                    opened += 1
                    continue
                }
            }
            // The stream whose unread entries could rank best goes next; its key bounds all unread.
            guard let (key, stream) = queue.first else { isExhaustive = true; return }
            if lowest.isFull, lowest.largest < key { return }
            queue.removeFirst()
            let place = streams[stream].next!.place
            let isNew = best.rank(of: Int(place)) == nil
            readPlace(place, from: stream, best: &best)
            if isNew, best.isAdmitted(Int(place)), let rank = best.rank(of: Int(place)) {
                lowest.insert(SearchIndex.coarseKey(rank: rank, importance: figures.figure(Int(place))))
            }
        }
    }

    private static let greatestImportance = SearchIndex.rankingImportance(.max)

    /// Bounds on how many places match in the reader's first language as written (`MatchRank.isInFirstLanguage`),
    /// counting the places recorded and every place of a first-language class still to be read.
    /// - Parameter filtered: a filter leaves places out (`SearchFilter`): a class's count of places then bounds
    ///   only from above.
    func firstLanguagePlaces(recorded: Int, chain: [Language], filtered: Bool = false) -> (atLeast: Int, atMost: Int) {
        guard let first = chain.first else { return (recorded, recorded) }
        let ordinal = SearchLanguages.ordinal(first)
        var atLeast = recorded
        var atMost = recorded
        for stream in streams where stream.isDirect {
            let kind = PostingClass(code: stream.summary.code)
            guard kind.language == ordinal, kind.isDirect else { continue }
            if !filtered { atLeast = max(atLeast, Int(stream.summary.places)) }
            atMost += Int(stream.summary.places)
        }
        return (atLeast, atMost)
    }

    /// Records the postings of a city a region on the page may be named after (`SearchIndex.recordNamesakeCities`),
    /// however unimportant, so that its rank is what a full scan would give: first `posting` (found by its key)
    /// wherever it lies in the lists of its class, then, best class first, the place's entries in every class that
    /// could match it as well or better. The query may match the city by another key than `posting`'s (the later
    /// word of Saint-Louis, the city, under `lou`; its transliteration under a query in kana): until the place has a
    /// rank, every class that could match it as well as the region (`region`, its rank) is looked in, best first; a
    /// city matching worse could not have the region follow it. A city in none of those is left as it is: unread,
    /// it cannot reach the page, and no region is named after it there.
    mutating func recordPlace(_ posting: Posting, namingRegionOf region: MatchRank, best: inout BestMatches) {
        let place = posting.place
        let code = PostingClass(posting).code
        for stream in streams.indices where streams[stream].summary.code == code {
            record(place, in: stream, best: &best)
        }
        // `streams` are in rank order: once one ranks below the place's best, none after can better it.
        for stream in streams.indices where streams[stream].summary.code != code {
            if streams[stream].rank > best.rank(of: Int(place)) ?? region { return }
            record(place, in: stream, best: &best)
        }
    }

    /// Records the entries of `place` in stream `stream`, wherever they lie.
    private func record(_ place: Int32, in stream: Int, best: inout BestMatches) {
        let wanted = importance(Int(place))
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

    private func importance(_ place: Int) -> UInt64 { SearchIndex.rankingImportance(index.importance(place)) }

    /// The (importance, place) a list entry is ordered by; a posting number the snapshot does not have sorts last.
    private func order(of number: UInt32) -> (importance: UInt64, place: Int32) {
        guard let posting = index.keys.posting(Int(number)) else { return (0, .max) }
        return (importance(Int(posting.place)), posting.place)
    }

    /// Reads the entries of `place` at stream `stream`'s cursor (one place's entries follow each other), then
    /// queues the stream by its next entry.
    private mutating func readPlace(_ place: Int32, from stream: Int, best: inout BestMatches) {
        let entries = streams[stream].entries
        var steps = 0
        while entries.startIndex + streams[stream].cursor + steps < entries.endIndex {
            let number = entries[entries.startIndex + streams[stream].cursor + steps]
            guard order(of: number).place == place else { break }
            record(number, of: stream, best: &best)
            steps += 1
        }
        advance(stream, by: steps)
    }

    /// Moves stream `stream`'s cursor on by `steps` and queues it by its next entry, if it has one.
    private mutating func advance(_ stream: Int, by steps: Int) {
        streams[stream].cursor += steps
        let entries = streams[stream].entries
        let position = entries.startIndex + streams[stream].cursor
        streams[stream].next = position < entries.endIndex ? order(of: entries[position]) : nil
        if streams[stream].next?.place == .max { streams[stream].next = nil }
        if let next = streams[stream].next {
            queue.insert(key: SearchIndex.coarseKey(rank: streams[stream].rank,
                                                    importance: figures.bound(importance: next.importance)),
                         stream: stream)
        }
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
}
