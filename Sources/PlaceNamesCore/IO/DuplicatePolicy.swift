/// What a ``CatalogSet`` does with a place id it reads more than once (in two files, or twice in one).
public enum DuplicatePolicy: Sendable, Hashable {
    /// A place in several files is one place: its names and fields are combined as ``CatalogMerger`` combines
    /// them without a preference, and values that disagree fail the set with ``CatalogSetError/conflicts(_:)``.
    /// For reading a set the way a person means it: exports, statistics, references.
    case merge
    /// A place id may be read once only: a second one fails the set with ``CatalogSetError/duplicateIDs(_:)``.
    /// For sets that must already be one catalog: what a server serves, what validation reports.
    case reject
}
