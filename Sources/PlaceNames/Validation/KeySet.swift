/// A set of 64-bit keys that are already well-mixed hashes: open addressing with linear probing over one array,
/// filled once, then only asked. A probe of a miss (nearly every probe) reads one cache line, where a
/// `Dictionary` hashes the key again and reads more.
struct KeySet: Sendable {
    private var slots: [UInt64]
    private let mask: Int
    /// Whether 0, which marks an empty slot, is a key.
    private var hasZero = false

    init(_ keys: some Collection<UInt64>) {
        var count = 16
        while count < keys.count * 4 { count <<= 1 }
        slots = [UInt64](repeating: 0, count: count)
        mask = count - 1
        for key in keys {
            guard key != 0 else { hasZero = true; continue }
            var i = Int(truncatingIfNeeded: key) & mask
            while slots[i] != 0 && slots[i] != key { i = (i + 1) & mask }
            slots[i] = key
        }
    }

    func contains(_ key: UInt64) -> Bool {
        guard key != 0 else { return hasZero }
        var i = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = slots[i]
            if slot == key { return true }
            if slot == 0 { return false }
            i = (i + 1) & mask
        }
    }
}
