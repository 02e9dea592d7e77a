import PlaceNames

/// The places of a served catalog, in catalog order, each read from its `PlaceRecord` in the snapshot when asked
/// for: nothing is decoded at start.
///
/// Keeps its snapshot mapped: a table kept after its `ServedCatalog` is gone (a reload swapped in another) still
/// reads the places it had.
public struct PlaceTable: RandomAccessCollection, Sendable {
    private let ends: Column<UInt32>
    private let records: Column<UInt8>
    private let snapshot: Snapshot

    init(snapshot: Snapshot) {
        ends = snapshot.column(.placeEnds)
        records = snapshot.column(.placeRecords)
        self.snapshot = snapshot
    }

    static func write(_ places: [Place], to snapshot: inout SnapshotBuilder) {
        var records: [UInt8] = []
        var ends: [UInt32] = []
        ends.reserveCapacity(places.count)
        for place in places {
            PlaceRecord.encode(place, into: &records)
            ends.append(UInt32(records.count))
        }
        snapshot.add(.placeEnds, ends)
        snapshot.add(.placeRecords, records)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    /// The place at `position`. A record a damaged snapshot garbled reads as a place of kind `unreadable` with
    /// an empty id, never as a trap.
    public subscript(position: Int) -> Place {
        PlaceRecord.decode(record(position)) ?? Place(id: "", kind: "unreadable")
    }

    /// The bytes of the record at `position` (kept inside the records whatever the snapshot says).
    func record(_ position: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: records.buffer[ends.span(position, within: records.count)]))
    }
}
