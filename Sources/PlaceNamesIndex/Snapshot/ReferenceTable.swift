import PlaceNames

/// Places by id and by every `system:code` they carry, as `PlaceReferences` finds them, stored sorted by the
/// references' bytes (`SnapshotSection.referenceEnds` to `.referencePlaces`) and found by binary search.
struct ReferenceTable: Sendable {
    private let ends: Column<UInt32>
    private let bytes: Column<UInt8>
    private let places: Column<UInt32>

    init(snapshot: Snapshot) {
        ends = snapshot.column(.referenceEnds)
        bytes = snapshot.column(.referenceBytes)
        places = snapshot.column(.referencePlaces)
    }

    /// Ids first (the first place with an id keeps it), then codes, each leading to the first place carrying it.
    static func write(_ places: [Place], to snapshot: inout SnapshotBuilder) {
        let sorted = PlaceReferences(places).all.map { (bytes: Array($0.key.utf8), place: UInt32($0.value)) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        snapshot.add(ends: .referenceEnds, bytes: .referenceBytes, sorted.lazy.map(\.bytes))
        snapshot.add(.referencePlaces, sorted.map(\.place))
    }

    /// The position of the place `reference` names (an id, or `<code-system>:<code>`), or nil.
    func position(of reference: String) -> Int? {
        var reference = reference
        return reference.withUTF8 { needle -> Int? in
            let count = min(ends.count, places.count)
            let low = partitionPoint(0..<count) { compareBytes(storedReference($0), needle) < 0 }
            guard low < count, sameBytes(storedReference(low), needle) else { return nil }
            return Int(places[low])
        }
    }

    private func storedReference(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes.buffer[ends.span(index, within: bytes.count)])
    }
}
