/// What a merge produced: the merged catalog, what each input added, and every conflict.
public struct MergeResult: Sendable {
    /// What one input contributed, counted against everything merged before it.
    public struct InputSummary: Sendable, Hashable {
        /// The input's path.
        public let file: String
        /// Places in the input.
        public var places = 0
        /// Places whose id no earlier input had.
        public var placesAdded = 0
        /// (place, language) names in the input.
        public var names = 0
        /// Names for a (place, language) that no earlier input had.
        public var namesAdded = 0
        /// Forms (preferred or alternate strings) added to names that already existed.
        public var formsAdded = 0
        /// Conflicts found while merging this input.
        public var conflicts = 0

        /// An empty summary for `file`, to count into.
        public init(file: String) {
            self.file = file
        }
    }

    /// The union, places in code point order of their ids. Not to be written when `failed` is true.
    public let catalog: Catalog
    /// One summary per input, in merge order.
    public let inputs: [InputSummary]
    /// In the order found: by input, then by place.
    public let conflicts: [MergeConflict]

    /// True when a conflict was left unresolved: the merge must write nothing.
    public var failed: Bool { conflicts.contains { $0.resolution == .unresolved } }

    /// The conflicts as diagnostics.
    public var diagnostics: [Diagnostic] { conflicts.map(\.diagnostic) }
}
