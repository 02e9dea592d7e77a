import Synchronization

extension JSONDocument {
    /// Counts the documents parsed while it is bound, for tests that show a file is parsed only once (a merge
    /// locating its conflicts, say): `JSONDocument.$parseCounter.withValue(counter) { … }`. Task-local, so tests
    /// running at the same time do not count each other's parses.
    @TaskLocal package static var parseCounter: ParseCounter?

    /// How many documents were parsed.
    package final class ParseCounter: Sendable {
        private let parses = Mutex(0)

        package init() {}

        /// The number of parses counted so far.
        package var count: Int { parses.withLock { $0 } }

        func add() { parses.withLock { $0 += 1 } }
    }
}
