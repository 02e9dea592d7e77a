/// For each busy prefix — a prefix of keys whose keys hold at least `threshold` postings together — those postings
/// again, most important place first (`SnapshotSection.busyRanges` to `.busyClasses`), so that a short query reads
/// its best candidates first and stops once no later one can reach the page (`PrefixScan`), as a completion
/// suggester keeps each prefix's suggestions by weight. A query whose prefix is not busy reads its few postings.
///
/// A prefix is named by the keys it starts (a range of the sorted `KeyTable`): prefixes starting the same keys
/// share one list. Each list is kept in `BusyRun.count` runs: the postings of names written in ASCII, of names as
/// written by how many leading letters of their words are free of marks, and of transliterations (`BusyRun`).
/// Each run is kept in its classes, by code: every (language, direct, `KeyPosition`, alternate form) it holds, with
/// its last entry and how many places it has, from which `PrefixScan` bounds the rank of the entries it has not
/// read. A class's entries are posting numbers in the order (importance, descending; place position; posting
/// number), so one place's postings are consecutive. A query that types marks (`QueryIntent`) never finds them
/// agreeing on a name of a run free of marks where it typed them, so such a run's classes rank below their best.
struct BusyPrefixTable: Sendable {
    /// Prefixes whose keys hold fewer postings than this are read whole: at most a few tens of microseconds.
    static let threshold = 2048

    /// Pairs (first key, one past the last key), ascending.
    private let ranges: Column<UInt32>
    private let entryEnds: Column<UInt32>
    /// Posting numbers (positions in the `KeyTable`'s posting list).
    private let entries: Column<UInt32>
    private let classEnds: Column<UInt32>
    private let classes: Column<PostingClass.Summary>

    init(snapshot: Snapshot) {
        ranges = snapshot.column(.busyRanges)
        entryEnds = snapshot.column(.busyEntryEnds)
        entries = snapshot.column(.busyEntries)
        classEnds = snapshot.column(.busyClassEnds)
        classes = snapshot.column(.busyClasses)
        count = min(ranges.count / 2, entryEnds.count / BusyRun.count, classEnds.count / BusyRun.count)
    }

    let count: Int

    /// The busy prefix whose keys are `keys`, or nil when those keys hold fewer than `threshold` postings.
    func prefix(startingKeys keys: Range<Int>) -> Int? {
        let first = UInt32(clamping: keys.lowerBound)
        let end = UInt32(clamping: keys.upperBound)
        let low = partitionPoint(0..<count) { middle in
            let (a, b) = (ranges[2 * middle], ranges[2 * middle + 1])
            return a < first || (a == first && b < end)
        }
        guard low < count, ranges[2 * low] == first, ranges[2 * low + 1] == end else { return nil }
        return low
    }

    /// The posting numbers of run `run` (`BusyRun`) of prefix `prefix`, most important place first.
    func entries(_ prefix: Int, run: Int) -> Slice<UnsafeBufferPointer<UInt32>> {
        entries.buffer[entryEnds.span(BusyRun.count * prefix + run, within: entries.count)]
    }

    /// How many classes the runs of prefix `prefix` hold in all.
    func classCount(_ prefix: Int) -> Int {
        (0..<BusyRun.count).reduce(0) { $0 + classes(prefix, run: $1).count }
    }

    /// The classes of run `run` of prefix `prefix`.
    func classes(_ prefix: Int, run: Int) -> Slice<UnsafeBufferPointer<PostingClass.Summary>> {
        classes.buffer[classEnds.span(BusyRun.count * prefix + run, within: classes.count)]
    }
}
