/// Place ids seen so far, compared by their bytes: canonically equivalent spellings (`"é"` NFC and NFD) are
/// different ids, as they are everywhere else in a catalog, where `String ==` would call them the same.
public struct PlaceIDSet: Sendable {
    private var seen = Set<[UInt8]>()

    /// An empty set.
    public init() {}

    /// Adds `id`; false when it was already there (a duplicate).
    @discardableResult
    public mutating func insert(_ id: String) -> Bool {
        seen.insert(Array(id.utf8)).inserted
    }
}
