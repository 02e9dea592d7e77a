import Synchronization

/// The bytes of a parsed document and its tape, shared by every node that points into it.
///
/// The tape lives in memory owned by this object so hot paths read it without bounds checks; every
/// index stored in the tape is valid by construction.
@usableFromInline package final class JSONStorage: @unchecked Sendable {
    package let bytes: [UInt8]
    @usableFromInline package let tape: UnsafeMutableBufferPointer<JSONTapeEntry>
    /// Offsets where each line starts, built on the first location request (never on the happy path).
    private let lineStarts = Mutex<[Int]?>(nil)

    /// Takes ownership of `tape`'s memory.
    init(bytes: [UInt8], tape: UnsafeMutableBufferPointer<JSONTapeEntry>) {
        self.bytes = bytes
        self.tape = tape
    }

    deinit {
        tape.baseAddress?.deallocate()
    }

    /// The tape index just past the value at `index` (its next sibling, if any).
    @inlinable
    func next(after index: Int) -> Int {
        let entry = tape[index]
        return entry.tag.rawValue >= JSONTag.array.rawValue ? Int(entry.end) : index + 1
    }

    /// The location of a byte offset, using a line index built once per document.
    func location(ofOffset offset: Int) -> SourceLocation {
        let starts = lineStarts.withLock { cached -> [Int] in
            if let cached { return cached }
            let built = bytes.withUnsafeBufferPointer(Self.lineStarts(in:))
            cached = built
            return built
        }
        let clamped = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset (the first, 0, always is).
        let low = partitionPoint(1..<starts.count) { starts[$0] <= clamped } - 1
        let column = bytes.withUnsafeBufferPointer {
            SourceLocation.column(from: starts[low], to: clamped, in: $0)
        }
        return SourceLocation(line: low + 1, column: column)
    }

    private static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }
}
