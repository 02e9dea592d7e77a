extension BusyPrefixTable {
    /// Finds the busy prefixes of `keys` (every letter-long step from one key's first letter on, while the keys
    /// under it hold `threshold` postings or more) and writes their lists, ordered by `importance` as ranking
    /// reads it (`SearchIndex.rankingImportance`), each in `BusyRun.count` runs (`runs`: each posting's `BusyRun`).
    static func write(keys: KeyTable.Sorted, importance: [UInt64], runs: [UInt8], to snapshot: inout SnapshotBuilder) {
        let prefixes = BusyPrefixes(keys: keys)
        let order = postingOrder(keys: keys, importance: importance)
        // Looked up by key range: sorted by first key, then by end (a prefix before the longer one it contains).
        let sorted = prefixes.ranges.indices.sorted { a, b in
            let (x, y) = (prefixes.ranges[a], prefixes.ranges[b])
            return x.lowerBound != y.lowerBound ? x.lowerBound < y.lowerBound : x.upperBound < y.upperBound
        }
        var position = [Int](repeating: 0, count: sorted.count)
        for (rank, prefix) in sorted.enumerated() { position[prefix] = rank }
        // Laid out in the looked-up order already: the entries go to the file as they are, not copied list by list.
        let lists = prefixes.lists(order: order, keys: keys, runs: runs, position: position)
        var entries = lists.entries
        var ranges: [UInt32] = []
        var entryEnds: [UInt32] = []
        var classEnds: [UInt32] = []
        var classes: [PostingClass.Summary] = []
        var scratch = ClassScratch()
        for prefix in sorted {
            ranges += [UInt32(prefixes.ranges[prefix].lowerBound), UInt32(prefixes.ranges[prefix].upperBound)]
            for run in 0..<BusyRun.count {
                let span = lists.span(BusyRun.count * position[prefix] + run)
                classes += groupByClass(&entries[span], postings: keys.postingList, scratch: &scratch)
                classEnds.append(UInt32(classes.count))
                entryEnds.append(UInt32(span.upperBound))
            }
        }
        snapshot.add(.busyRanges, ranges)
        snapshot.add(.busyEntryEnds, entryEnds)
        snapshot.add(.busyEntries, entries)
        snapshot.add(.busyClassEnds, classEnds)
        snapshot.add(.busyClasses, classes)
    }

    /// Every posting number, by (importance descending, place, posting number): a counting sort by the places'
    /// order, so it costs a pass over the postings rather than a comparison sort of them.
    private static func postingOrder(keys: KeyTable.Sorted, importance: [UInt64]) -> [UInt32] {
        let places = importance.indices.sorted { a, b in
            importance[a] != importance[b] ? importance[a] > importance[b] : a < b
        }
        var placeRank = [Int32](repeating: 0, count: importance.count)
        for (rank, place) in places.enumerated() { placeRank[place] = Int32(rank) }
        var starts = [Int](repeating: 0, count: importance.count + 1)
        for posting in keys.postingList { starts[Int(placeRank[Int(posting.place)]) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var order = [UInt32](repeating: 0, count: keys.postingList.count)
        for (number, posting) in keys.postingList.enumerated() {
            let rank = Int(placeRank[Int(posting.place)])
            order[starts[rank]] = UInt32(number)
            starts[rank] += 1
        }
        return order
    }

    /// Puts the entries of one run of a list (most important place first) in the order of their classes (by
    /// code), each class keeping that order, and gives each class's last position and number of places (a place's
    /// postings follow each other, so a place is counted once per class when its first posting of the class is
    /// met). A query reads a class only once its rank can reach the page (`PrefixScan`).
    private static func groupByClass(_ list: inout ArraySlice<UInt32>, postings: [Posting],
                                     scratch: inout ClassScratch) -> [PostingClass.Summary] {
        for number in list {
            let posting = postings[Int(number)]
            let code = Int(PostingClass(posting).code)
            if scratch.lastPlace[code] == -1 { scratch.touched.append(UInt16(code)) }
            if scratch.lastPlace[code] != posting.place { scratch.places[code] += 1 }
            scratch.count[code] += 1
            scratch.lastPlace[code] = posting.place
        }
        scratch.touched.sort()
        defer { scratch.reset() }
        var next = 0
        let summaries = scratch.touched.map { code in
            scratch.start[Int(code)] = next
            next += scratch.count[Int(code)]
            return PostingClass.Summary(code: code, places: UInt16(clamping: scratch.places[Int(code)]),
                                        last: UInt32(next - 1))
        }
        let grouped = [UInt32](unsafeUninitializedCapacity: list.count) { buffer, initialized in
            for number in list {
                let code = Int(PostingClass(postings[Int(number)]).code)
                buffer[scratch.start[code]] = number
                scratch.start[code] += 1
            }
            initialized = list.count
        }
        list.replaceSubrange(list.indices, with: grouped)
        return summaries
    }

    /// Per class code, what `groupByClass` counts, kept across lists (a dictionary per list cost a hash per entry).
    private struct ClassScratch {
        var count = [Int](repeating: 0, count: 1 << 12)
        var start = [Int](repeating: 0, count: 1 << 12)
        var places = [Int](repeating: 0, count: 1 << 12)
        var lastPlace = [Int32](repeating: -1, count: 1 << 12)
        var touched: [UInt16] = []

        mutating func reset() {
            for code in touched {
                (count[Int(code)], start[Int(code)], places[Int(code)], lastPlace[Int(code)]) = (0, 0, 0, -1)
            }
            touched.removeAll(keepingCapacity: true)
        }
    }
}

/// The busy prefixes of a sorted key table, found depth first: each as the range of keys it starts, with its
/// parent (the shorter busy prefix holding it; prefixes starting the same keys are one), and each busy key that is
/// a busy prefix itself, alone.
private struct BusyPrefixes {
    private(set) var ranges: [Range<Int>] = []
    private(set) var parents: [Int32] = []
    private let keys: KeyTable.Sorted

    init(keys: KeyTable.Sorted) {
        self.keys = keys
        split(0..<keys.ends.count, at: 0, parent: -1)
    }

    /// Where the postings of the keys from `key` on start (the end of the list when `key` is past the last key).
    private func postingStart(_ key: Int) -> Int { key == 0 ? 0 : Int(keys.postingEnds[key - 1]) }

    /// Visits each group of the keys in `range` that go on with the same letter at byte `offset`.
    private mutating func split(_ range: Range<Int>, at offset: Int, parent: Int32) {
        var key = range.lowerBound
        while key < range.upperBound {
            let span = keys.range(of: key)
            let start = span.lowerBound
            let length = span.count
            // The key that is the prefix itself sorts first and goes on with nothing; a busy one gets a list of its
            // own, read for whole matches.
            guard length > offset else {
                if parent >= 0, ranges[Int(parent)] != key..<(key + 1),
                   keys.postingNumbers(of: key).count >= BusyPrefixTable.threshold {
                    ranges.append(key..<(key + 1))
                    parents.append(parent)
                }
                key += 1
                continue
            }
            let letter = KeyTable.letterLength(lead: keys.bytes[start + offset], within: length - offset)
            var next = key + 1
            while next < range.upperBound, goesOn(next, like: start + offset, letter: letter, at: offset) { next += 1 }
            visit(key..<next, at: offset + letter, parent: parent)
            key = next
        }
    }

    private func goesOn(_ key: Int, like first: Int, letter: Int, at offset: Int) -> Bool {
        let range = keys.range(of: key)
        let start = range.lowerBound
        guard range.count >= offset + letter else { return false }
        for index in 0..<letter where keys.bytes[start + offset + index] != keys.bytes[first + index] { return false }
        return true
    }

    private mutating func visit(_ range: Range<Int>, at offset: Int, parent: Int32) {
        guard postingStart(range.upperBound) - postingStart(range.lowerBound) >= BusyPrefixTable.threshold else {
            return
        }
        var prefix = parent
        if parent < 0 || ranges[Int(parent)] != range {
            prefix = Int32(ranges.count)
            ranges.append(range)
            parents.append(parent)
        }
        split(range, at: offset, parent: prefix)
    }

    /// Each prefix's posting numbers in `order`, end to end, in `BusyRun.count` runs per prefix (`runs`: each
    /// posting's), prefixes in the order `position` gives them: run `r` of the prefix at position `p` is
    /// `span(BusyRun.count * p + r)`. Counted first, then filled, so each list is made in place.
    func lists(order: [UInt32], keys: KeyTable.Sorted, runs: [UInt8], position: [Int])
        -> (entries: [UInt32], span: (Int) -> Range<Int>)
    {
        // The innermost busy prefix of each key: parents are found before their children, so children overwrite.
        var innermost = [Int32](repeating: -1, count: keys.ends.count)
        for (prefix, range) in ranges.enumerated() {
            for key in range { innermost[key] = Int32(prefix) }
        }
        var keyOfPosting = [Int32](repeating: 0, count: keys.postingList.count)
        for key in keys.postingEnds.indices {
            for number in keys.postingNumbers(of: key) { keyOfPosting[number] = Int32(key) }
        }
        let runCount = BusyRun.count
        var starts = [Int](repeating: 0, count: runCount * ranges.count + 1)
        for number in order {
            var prefix = innermost[Int(keyOfPosting[Int(number)])]
            while prefix >= 0 {
                starts[runCount * position[Int(prefix)] + Int(runs[Int(number)]) + 1] += 1
                prefix = parents[Int(prefix)]
            }
        }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        let bounds = starts
        var entries = [UInt32](repeating: 0, count: starts[runCount * ranges.count])
        for number in order {
            var prefix = innermost[Int(keyOfPosting[Int(number)])]
            while prefix >= 0 {
                let list = runCount * position[Int(prefix)] + Int(runs[Int(number)])
                entries[starts[list]] = number
                starts[list] += 1
                prefix = parents[Int(prefix)]
            }
        }
        return (entries, { bounds[$0]..<bounds[$0 + 1] })
    }
}
