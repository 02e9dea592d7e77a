import Foundation

// The one order of byte strings in the package (ids, references, search keys, ICU sort keys) and its equality,
// written once with `memcmp`: the generic `lexicographicallyPrecedes` and `elementsEqual` walk one iterator step
// a byte and stood out in start-up and search profiles.

/// The order of `a` against `b`: negative when `a` comes first, 0 when they are equal, positive after. Bytes
/// compare as unsigned numbers; on a common prefix the shorter comes first.
@inlinable package func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let common = Swift.min(a.count, b.count)
    if common > 0 {
        let order = memcmp(a.baseAddress!, b.baseAddress!, common)
        if order != 0 { return Int(order) }
    }
    return a.count - b.count
}

/// Whether two byte strings are equal.
@inlinable package func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}
