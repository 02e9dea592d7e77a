import Foundation

/// How much of an exhaustive comparison a test run does: a shortcut against the way that reads everything (busy
/// prefixes against a full scan, the spatial index against every place), or one implementation against another on
/// every shipped file.
///
/// `swift test` takes a quarter of each sweep's cases, the same quarter on every run, so a contributor's run ends in
/// minutes (issue 45: a debug build spends most of the suite's time there). `PLACENAMES_SWEEPS=full` takes every
/// case: CI's test run sets it (`.ci/run`), and so should anyone changing search, the spatial index or the catalog
/// readers and writers before sending the change.
enum Sweep {
    /// Whether every case is taken (`PLACENAMES_SWEEPS=full`).
    static let isFull = ProcessInfo.processInfo.environment["PLACENAMES_SWEEPS"] == "full"

    /// One case in this many is taken when the sweep is not full.
    static let stride = 4

    /// Whether the case at `index` of a sweep is taken.
    static func takes(_ index: Int) -> Bool {
        isFull || index % stride == 0
    }

    /// The cases of `cases` this run takes, in order, and every case `always` picks.
    static func cases<C: Collection>(_ cases: C, always: (C.Element) -> Bool = { _ in false }) -> [C.Element] {
        cases.enumerated().filter { takes($0.offset) || always($0.element) }.map(\.element)
    }

    /// The shipped catalog files this run reads: a quarter of the countries' cities and provinces, and the
    /// territories (one file of all countries, every language) always.
    static func catalogFiles(_ files: [String]) -> [String] {
        cases(files) { !$0.contains("/cities/") && !$0.contains("/subdivisions/") }
    }

    /// `count` when full, else a `stride`th of it (at least one).
    static func count(_ count: Int) -> Int {
        isFull ? count : max(1, count / stride)
    }
}
