import ICUShim

/// Each distinct (language, name)'s key hashes, as the same names recur across places and copies of places:
/// open addressing with linear probing over one array, several times faster than a `Dictionary` here.
///
/// Bounded: it doubles up to 2^21 slots, then starts over when half full, so a huge catalog of mostly distinct
/// names does not grow it without end.
struct NameKeyMemo {
    private struct Slot {
        var name: UInt64
        var collation: UInt64
        var skeleton: UInt64
    }

    private var slots: [Slot]
    private var mask: Int
    private var count = 0
    private let limit: Int

    /// A memo for up to about `names` names (at most 2^20 kept at a time). It starts small and doubles as names
    /// come: sized for every name up front, most of it would be zeroed pages never used, as names repeat.
    init(names: Int) {
        var limit = 64
        while limit < min(names, 1 << 20) * 2 { limit <<= 1 }
        self.limit = limit
        slots = [Slot](repeating: Slot(name: 0, collation: 0, skeleton: 0), count: min(limit, 1 << 12))
        mask = slots.count - 1
    }

    /// The keys remembered for the name hash `name` (never 0), or nil.
    func keys(_ name: UInt64) -> (collation: UInt64, skeleton: UInt64)? {
        var i = Int(truncatingIfNeeded: name) & mask
        while true {
            let slot = slots[i]
            if slot.name == name { return (slot.collation, slot.skeleton) }
            if slot.name == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Starts loading the first slot of each name: called ahead of `keys` for a block of names, so the cache
    /// misses overlap.
    func prefetch(_ names: some Sequence<UInt64>) {
        slots.withUnsafeBufferPointer { slots in
            for name in names { pn_prefetch(slots.baseAddress! + (Int(truncatingIfNeeded: name) & mask)) }
        }
    }

    mutating func remember(_ name: UInt64, collation: UInt64, skeleton: UInt64) {
        if count * 2 >= slots.count {
            if slots.count < limit {
                let old = slots
                slots = [Slot](repeating: Slot(name: 0, collation: 0, skeleton: 0), count: slots.count * 2)
                mask = slots.count - 1
                count = 0
                for slot in old where slot.name != 0 { insert(slot) }
            } else {
                for i in slots.indices { slots[i].name = 0 }
                count = 0
            }
        }
        insert(Slot(name: name, collation: collation, skeleton: skeleton))
    }

    private mutating func insert(_ slot: Slot) {
        var i = Int(truncatingIfNeeded: slot.name) & mask
        while slots[i].name != 0 && slots[i].name != slot.name { i = (i + 1) & mask }
        if slots[i].name == 0 { count += 1 }
        slots[i] = slot
    }
}

/// MurmurHash3's 64-bit finaliser: spreads every input bit over the whole hash, so the low bits can pick a
/// table slot after a hash (FNV-1a) whose low bits alone are weak.
@inline(__always)
func mixedBits(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x >> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x &*= 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return x
}
