/// Records of one snapshot section, read in place.
///
/// Valid only while the `Snapshot` that gave it is alive, and it does not keep it alive: a column is copied in the
/// search's hot loops, where a reference would cost a retain and release each time. So every column is stored in
/// a type that holds its snapshot beside it, or only inside one: the types a caller can keep (`PlaceTable`,
/// `SearchIndex`) hold theirs, and the other tables (`ReferenceTable`, `KeyTable`...) and `ServedCatalog.spatial`
/// are internal, stored in those or in the `ServedCatalog` that holds the snapshot.
///
/// Values read from a snapshot are input: a reader uses them as positions only after checking them against
/// the column they point into (`KeyTable.range(of:)`, `PlaceTable.record(_:)`).
struct Column<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>

    init(_ buffer: UnsafeBufferPointer<Element>) { self.buffer = buffer }

    /// An empty column.
    init() { buffer = UnsafeBufferPointer(start: nil, count: 0) }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }

    @inline(__always) subscript(position: Int) -> Element { buffer[position] }

    /// The element at `position`, or nil outside the column.
    @inline(__always) func at(_ position: Int) -> Element? {
        position >= 0 && position < buffer.count ? buffer[position] : nil
    }
}

extension Column where Element == UInt32 {
    /// The range `[ends[i - 1], ends[i])` of an ends column (where `ends[-1]` is 0), clamped to `0..<limit`, so a
    /// damaged end never leads a read outside the column it points into.
    @inline(__always) func span(_ index: Int, within limit: Int) -> Range<Int> {
        let end = Swift.min(Int(buffer[index]), limit)
        let start = Swift.min(index == 0 ? 0 : Int(buffer[index - 1]), end)
        return start..<end
    }
}
