import ICUShim

/// Remembers the first entry seen for each 64-bit hash: open addressing with linear probing over one array
/// whose slots hold a 32-bit fingerprint of the hash beside the entry, so a probe costs one cache miss.
/// Several times faster than a `Dictionary` for the million-name tables probable duplicates need.
///
/// A fingerprint match is only a candidate: callers confirm it (a different hash with the same slot and
/// fingerprint is as rare as a 64-bit collision, and then costs a missed pair, never a false report).
struct FirstSeenTable {
    private var slots: [UInt64]
    private var mask: Int
    private var count = 0

    /// A table for about `entries` entries, sized for half of them to be distinct at half load, and doubling
    /// beyond that: sized for every entry to be distinct, it would be mostly zeroed pages when most repeat one,
    /// and starting small, it would copy itself a dozen times on the way up.
    init(entries: Int = 0) {
        var count = 1 << 12
        while count < entries { count <<= 1 }
        slots = [UInt64](repeating: 0, count: count)
        mask = slots.count - 1
    }

    /// The entry first seen with `hash`, or nil after recording `entry` as that first one. `hashOf` gives the
    /// hash of an entry already in the table, to move it when the table grows.
    mutating func firstOrInsert(_ hash: UInt64, _ entry: Int32, hashOf: (Int32) -> UInt64) -> Int32? {
        let fingerprint = hash >> 32
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[i]
            if slot == 0 { break }
            if slot >> 32 == fingerprint { return Int32(truncatingIfNeeded: (slot & 0xFFFF_FFFF) - 1) }
            i = (i + 1) & mask
        }
        if (count + 1) * 2 > slots.count {
            grow(hashOf)
            i = Int(truncatingIfNeeded: hash) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
        }
        slots[i] = fingerprint << 32 | UInt64(UInt32(entry) + 1)
        count += 1
        return nil
    }

    /// Starts loading the first slot `hash` probes, ahead of `firstOrInsert`.
    @inline(__always)
    func prefetch(_ hash: UInt64) {
        slots.withUnsafeBufferPointer { pn_prefetch($0.baseAddress! + (Int(truncatingIfNeeded: hash) & mask)) }
    }

    /// The entry in the first slot `hash` probes if its fingerprint is the hash's: most often the entry
    /// `firstOrInsert` will give, so a caller can load it ahead.
    @inline(__always)
    func peek(_ hash: UInt64) -> Int32? {
        let slot = slots[Int(truncatingIfNeeded: hash) & mask]
        guard slot != 0, slot >> 32 == hash >> 32 else { return nil }
        return Int32(truncatingIfNeeded: (slot & 0xFFFF_FFFF) - 1)
    }

    private mutating func grow(_ hashOf: (Int32) -> UInt64) {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot != 0 {
            let entry = Int32(truncatingIfNeeded: (slot & 0xFFFF_FFFF) - 1)
            var i = Int(truncatingIfNeeded: hashOf(entry)) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
