/// Place ids seen so far, compared by their bytes: canonically equivalent spellings (`"é"` NFC and NFD) are
/// different ids, as they are everywhere else in a catalog, where `String ==` would call them the same.
public struct PlaceIDSet: Sendable {
    private var seen = Set<IDBytes>()

    /// An empty set.
    public init() {}

    /// Adds `id`; false when it was already there (a duplicate).
    @discardableResult
    public mutating func insert(_ id: String) -> Bool {
        seen.insert(IDBytes(id)).inserted
    }
}

/// An id hashed and compared by its UTF-8 bytes in place: copying each id into an array and hashing it a byte at a
/// time showed in export profiles, where every id of every catalog passes through the set.
private struct IDBytes: Hashable, Sendable {
    let id: String

    init(_ id: String) {
        var id = id
        id.makeContiguousUTF8()
        self.id = id
    }

    static func == (a: IDBytes, b: IDBytes) -> Bool {
        a.id.utf8.withContiguousStorageIfAvailable { x in
            b.id.utf8.withContiguousStorageIfAvailable { y in sameBytes(x, y) }
        }.flatMap { $0 } ?? a.id.utf8.elementsEqual(b.id.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed = id.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in id.utf8 { hasher.combine(byte) } }
    }
}
