import PlaceNames

/// What an import read, what it kept, and what it skipped and why: nothing is dropped silently.
public struct ImportReport: Sendable, Equatable {
    /// One value that was not imported, with where it came from.
    public struct Skip: Sendable, Equatable {
        /// Why the value was skipped.
        public var reason: String
        /// Where the value was: a file and element, a record number, a column.
        public var location: String
        /// The value itself, as the source wrote it.
        public var value: String

        /// Creates a skip.
        public init(reason: String, location: String, value: String) {
            self.reason = reason
            self.location = location
            self.value = value
        }
    }

    /// Source files (or records, for single-file formats) read.
    public var filesRead = 0
    /// Candidate names found in the sources.
    public var namesRead = 0
    /// Names that made it into the catalog.
    public var namesKept = 0
    /// Every value skipped, in the order it was met.
    public private(set) var skips: [Skip] = []
    /// Things worth knowing that dropped nothing (a record whose id came from a fallback field, say).
    public private(set) var notes: [Skip] = []

    /// Creates an empty report.
    public init() {}

    /// Records a value that was not imported, with why and where.
    public mutating func skip(_ reason: String, at location: String, value: String) {
        skips.append(Skip(reason: reason, location: location, value: value))
    }

    /// Records something worth knowing that dropped nothing.
    public mutating func note(_ reason: String, at location: String, value: String) {
        notes.append(Skip(reason: reason, location: location, value: value))
    }

    /// How many values each reason skipped, most frequent first (ties by reason).
    public var skipCounts: [(reason: String, count: Int)] { Self.counts(skips) }

    /// How many notes each reason gave, most frequent first (ties by reason).
    public var noteCounts: [(reason: String, count: Int)] { Self.counts(notes) }

    private static func counts(_ items: [Skip]) -> [(reason: String, count: Int)] {
        var counts: [String: Int] = [:]
        for item in items { counts[item.reason, default: 0] += 1 }
        return counts.map { (reason: $0.key, count: $0.value) }
            .sorted { ($0.count, $1.reason) > ($1.count, $0.reason) }
    }

    /// A few lines for a person: read, kept, and a count per skip reason.
    public var summary: String {
        var lines = ["read \(namesRead) names from \(filesRead) files, kept \(namesKept)"]
        for (reason, count) in skipCounts {
            lines.append("skipped \(count): \(reason)")
        }
        for (reason, count) in noteCounts {
            lines.append("note \(count): \(reason)")
        }
        return lines.joined(separator: "\n")
    }
}
