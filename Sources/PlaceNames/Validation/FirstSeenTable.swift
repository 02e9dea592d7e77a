/// Remembers the first entry seen for each 64-bit hash: open addressing with linear probing, which is several
/// times faster than a `Dictionary` for the million-name tables probable duplicates need.
struct FirstSeenTable {
    private var keys: [UInt64]
    private var values: [Int32]
    private let mask: Int

    /// A table for up to `capacity` entries (kept at most half full).
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// The entry first seen with `hash`, or nil after recording `entry` as that first one.
    mutating func firstOrInsert(_ hash: UInt64, _ entry: Int32) -> Int32? {
        var i = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while values[i] >= 0 {
            if keys[i] == hash { return values[i] }
            i = (i + 1) & mask
        }
        keys[i] = hash
        values[i] = entry
        return nil
    }
}
