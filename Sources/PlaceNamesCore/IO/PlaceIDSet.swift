/// Place ids seen so far, compared by their bytes: canonically equivalent spellings (`"é"` NFC and NFD) are
/// different ids, as they are everywhere else in a catalog, where `String ==` would call them the same.
///
/// Every id of every catalog passes through one of these in `export`, `stats` and `serve`, so it holds no
/// `String`s: each id's bytes are copied once into one buffer and the table holds numbers, where a
/// `Set<String>` retained and released each id on every hash and comparison (it showed in export profiles).
public struct PlaceIDSet: Sendable {
    /// The ids' UTF-8, one after another; id `k` is `bytes[ends[k - 1]..<ends[k]]` (from 0 for the first).
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    /// Each id's hash, so growing the table hashes nothing again.
    private var hashes: [Int] = []
    /// Open addressing with linear probing: 0 is an empty slot, `k + 1` holds id `k`. A power of two long, and
    /// never more than half full.
    private var slots: [Int]

    /// An empty set.
    public init() {
        slots = [Int](repeating: 0, count: 16)
    }

    /// An empty set with room for `capacity` ids, so that filling it never grows (and rehashes) it.
    public init(minimumCapacity capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int](repeating: 0, count: size)
        ends.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    /// Adds `id`; false when it was already there (a duplicate).
    @discardableResult
    public mutating func insert(_ id: String) -> Bool {
        if let inserted = id.utf8.withContiguousStorageIfAvailable({ insert(bytes: $0) }) { return inserted }
        // Bridged or lazily decoded strings only; a catalog's ids are native.
        var id = id
        return id.withUTF8 { insert(bytes: $0) }
    }

    private mutating func insert(bytes id: UnsafeBufferPointer<UInt8>) -> Bool {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(id))
        let hash = hasher.finalize()
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let other = slots[slot] - 1
            if hashes[other] == hash && holds(id, at: other) { return false }
            slot = (slot + 1) & mask
        }
        bytes.append(contentsOf: id)
        ends.append(bytes.count)
        hashes.append(hash)
        slots[slot] = ends.count
        if 2 * ends.count > slots.count { grow() }
        return true
    }

    /// Whether id number `index` is `id`.
    private func holds(_ id: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let start = index == 0 ? 0 : ends[index - 1]
        return bytes.withUnsafeBufferPointer { all in
            sameBytes(id, UnsafeBufferPointer(rebasing: all[start..<ends[index]]))
        }
    }

    private mutating func grow() {
        var grown = [Int](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = hash & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = index + 1
        }
        slots = grown
    }
}
