extension Dictionary {
    /// An empty dictionary with room for `capacity` entries, allocated by specialized code.
    ///
    /// `init(minimumCapacity:)` and `reserveCapacity(_:)` are not inlinable, so every call runs the generic
    /// implementation and looks up the storage class's metadata at run time: a tenth of a catalog load did that.
    /// `init(uniqueKeysWithValues:)` is inlinable and sizes its storage by the sequence's `underestimatedCount`.
    @inline(__always)
    static func withCapacity(_ capacity: Int) -> Self {
        Self(uniqueKeysWithValues: CapacityHint(underestimatedCount: capacity))
    }
}

/// An empty sequence that claims `underestimatedCount` elements, so a collection built from it reserves room.
private struct CapacityHint<Element>: Sequence, IteratorProtocol {
    let underestimatedCount: Int

    mutating func next() -> Element? { nil }
}
