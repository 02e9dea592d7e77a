#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        var positions: [String: Int] = [:]
        positions.reserveCapacity(places.count * 2)
        for (index, place) in places.enumerated() where positions[place.id] == nil {
            positions[place.id] = index
        }
        for (index, place) in places.enumerated() {
            for (system, code) in place.codes {
                let reference = "\(system.rawValue):\(code)"
                if positions[reference] == nil { positions[reference] = index }
            }
        }
        let sorted = positions.map { (bytes: Array($0.key.utf8), place: UInt32($0.value)) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        var bytes: [UInt8] = []
        var ends: [UInt32] = []
        ends.reserveCapacity(sorted.count)
        for entry in sorted {
            bytes += entry.bytes
            ends.append(UInt32(bytes.count))
        }
        snapshot.add(.referenceEnds, ends)
        snapshot.add(.referenceBytes, bytes)
        snapshot.add(.referencePlaces, sorted.map(\.place))
    }

    /// The position of the place `reference` names (an id, or `<code-system>:<code>`), or nil.
    func position(of reference: String) -> Int? {
        var reference = reference
        return reference.withUTF8 { needle -> Int? in
            var low = 0
            var high = min(ends.count, places.count)
            while low < high {
                let middle = (low + high) / 2
                if Self.precedes(bytes.buffer[ends.span(middle, within: bytes.count)], needle) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            guard low < min(ends.count, places.count),
                  bytes.buffer[ends.span(low, within: bytes.count)].elementsEqual(needle) else { return nil }
            return Int(places[low])
        }
    }

    private static func precedes(_ a: Slice<UnsafeBufferPointer<UInt8>>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.base.baseAddress! + a.startIndex, b.baseAddress!, common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }
}
