import Foundation

/// How much of an exhaustive comparison a test run does: a shortcut against the way that reads everything (busy
/// prefixes against a full scan, the spatial index against every place), or one implementation against another on
/// every shipped file.
///
/// `swift test` takes a quarter of each sweep's cases, the same quarter (0) on every run, so a contributor's run ends
/// in minutes (issue 45: a debug build spends most of the suite's time there). `PLACENAMES_SWEEPS=1` (2, 3) takes
/// another quarter, and random draws from another seed; CI takes a different one for each commit (`.ci/run`), so
/// four commits in a row meet every case. `PLACENAMES_SWEEPS=full` takes every case, and is what anyone changing
/// search, the spatial index or the catalog readers and writers should run before sending the change.
enum Sweep {
    private static let setting = ProcessInfo.processInfo.environment["PLACENAMES_SWEEPS"]

    /// Whether every case is taken (`PLACENAMES_SWEEPS=full`).
    static let isFull = setting == "full"

    /// One case in this many is taken when the sweep is not full.
    static let stride = 4

    /// Which of the `stride` parts is taken when the sweep is not full.
    static let part = setting.flatMap(Int.init).map { (($0 % stride) + stride) % stride } ?? 0

    /// Whether the case at `index` of a sweep is taken.
    static func takes(_ index: Int) -> Bool {
        isFull || index % stride == part
    }

    /// The seed of a sweep's random draws: `base` for the full sweep and part 0, another for each other part.
    static func seed(_ base: UInt64) -> UInt64 {
        isFull ? base : base &+ UInt64(part) &* 1_000_003
    }

    /// The cases of `cases` this run takes, in order, and every case `always` picks.
    static func cases<C: Collection>(_ cases: C, always: (C.Element) -> Bool = { _ in false }) -> [C.Element] {
        cases.enumerated().filter { takes($0.offset) || always($0.element) }.map(\.element)
    }

    /// The shipped catalog files this run reads: a quarter of the countries' cities and provinces, a sixteenth of
    /// their towns and villages (the same one shape, one place per line, in 72 MB: a quarter of them made these
    /// sweeps the slowest tests of a debug run), and the territories (one file of all countries, every language)
    /// always.
    static func catalogFiles(_ files: [String]) -> [String] {
        let towns = files.filter { $0.contains("/towns/") }
        let others = files.filter { !$0.contains("/towns/") }
        let takenTowns = isFull ? towns : towns.enumerated().filter { $0.offset % (stride * stride) == part }.map(\.element)
        return cases(others) { !$0.contains("/cities/") && !$0.contains("/subdivisions/") } + takenTowns
    }

    /// `count` when full, else a `stride`th of it (at least one).
    static func count(_ count: Int) -> Int {
        isFull ? count : max(1, count / stride)
    }
}
