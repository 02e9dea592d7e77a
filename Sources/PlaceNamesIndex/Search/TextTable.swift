/// Every distinct indexed name form and alias, end to end in one buffer (`SnapshotSection.textEnds`,
/// `.textBytes`); `Posting.text` numbers them. A string is made only for the texts a search looks at.
struct TextTable: Sendable {
    private let ends: Column<UInt32>
    private let bytes: Column<UInt8>

    init(snapshot: Snapshot) {
        ends = snapshot.column(.textEnds)
        bytes = snapshot.column(.textBytes)
    }

    static func write(_ texts: [String], to snapshot: inout SnapshotBuilder) {
        snapshot.add(ends: .textEnds, bytes: .textBytes, texts.lazy.map(\.utf8))
    }

    var count: Int { ends.count }

    /// The UTF-8 of text `index`; empty for a number no text has.
    func utf8(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        guard index >= 0, index < ends.count else { return bytes.buffer[0..<0] }
        return bytes.buffer[ends.span(index, within: bytes.count)]
    }

    /// Text `index`; empty for a number no text has.
    subscript(index: Int) -> String {
        guard index >= 0, index < ends.count else { return "" }
        return String(decoding: bytes.buffer[ends.span(index, within: bytes.count)], as: UTF8.self)
    }
}
