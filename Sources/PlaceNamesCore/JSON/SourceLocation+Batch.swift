extension SourceLocation {
    /// The locations of many byte offsets in UTF-8 `bytes`, found in one pass: O(bytes + offsets · log offsets).
    ///
    /// Locating each offset on its own rescans its line from the start, which on a minified file (one line of
    /// megabytes) costs the line's length per finding. Results are in the order of `offsets`; offsets outside the
    /// bytes are clamped, and offsets inside a leading byte order mark are 1:1. With `threads` above 1, a big
    /// file's second half is walked on another thread, from a cursor that does not know its line yet.
    static func locations(
        ofOffsets offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>, threads: Int = 1
    ) -> [SourceLocation] {
        var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
        guard !offsets.isEmpty else { return result }
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        let targets = order.map { min(max(offsets[$0], 0), bytes.count) }
        // A byte order mark is invisible in editors, so it takes no column.
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let middle = bytes.count / 2
        let firstCount = targets.firstIndex { $0 >= middle } ?? targets.count
        guard threads > 1, bytes.count >= 1 << 23, middle > start, firstCount < targets.count else {
            var cursor = LineCursor(position: start, line: 1, column: 1)
            for (index, target) in zip(order, targets) {
                cursor.advance(to: target, in: bytes)
                result[index] = SourceLocation(line: cursor.line, column: cursor.column)
            }
            return result
        }
        // The second half counts lines from 0 and columns from 0 at the middle: until its first line break, its
        // columns add to the first half's column at the middle; after it, they are the real columns.
        let second = SecondHalf(targets: targets[firstCount...], bytes: bytes, middle: middle)
        let other = OtherThread.start { second.run() }
        var cursor = LineCursor(position: start, line: 1, column: 1)
        for (index, target) in zip(order[..<firstCount], targets[..<firstCount]) {
            cursor.advance(to: target, in: bytes)
            result[index] = SourceLocation(line: cursor.line, column: cursor.column)
        }
        cursor.advance(to: middle, in: bytes)
        other.wait()
        for (index, relative) in zip(order[firstCount...], second.found) {
            result[index] = relative.line == 0
                ? SourceLocation(line: cursor.line, column: cursor.column + relative.column)
                : SourceLocation(line: cursor.line + relative.line, column: relative.column)
        }
        return result
    }

    /// The walk of the second half: offsets from the middle on, located relative to the middle.
    private final class SecondHalf: @unchecked Sendable {
        let targets: ArraySlice<Int>
        let bytes: UnsafeBufferPointer<UInt8>
        let middle: Int
        private(set) var found: [(line: Int, column: Int)] = []

        init(targets: ArraySlice<Int>, bytes: UnsafeBufferPointer<UInt8>, middle: Int) {
            self.targets = targets
            self.bytes = bytes
            self.middle = middle
        }

        func run() {
            var cursor = LineCursor(position: middle, line: 0, column: 0)
            found.reserveCapacity(targets.count)
            for target in targets {
                cursor.advance(to: target, in: bytes)
                found.append((cursor.line, cursor.column))
            }
        }
    }
}

/// A position in UTF-8 bytes with its line and scalar column, moved forward byte by byte (eight at a time where
/// no line ends).
struct LineCursor {
    var position: Int
    var line: Int
    var column: Int

    mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var i = position
        while i < target {
            // Eight bytes at once when none of them ends a line: each adds its scalar starts to the column.
            if i + 8 <= target {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if !Self.mayEndLine(word) {
                    column += 8 - Self.continuationBytes(word)
                    i += 8
                    continue
                }
            }
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                // Columns count scalars: every byte that is not a UTF-8 continuation byte starts one.
                column += 1
            }
            i += 1
        }
        position = i
    }

    /// Whether any byte of `word` may be a line feed or a carriage return (exact: no false negatives, and
    /// false positives only cost the byte-by-byte path). The classic "has zero byte" test on `word ^ byte`.
    @inline(__always)
    private static func mayEndLine(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lf = word ^ (ones &* 0x0A)
        let cr = word ^ (ones &* 0x0D)
        return ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & highs != 0
    }

    /// How many bytes of `word` are UTF-8 continuation bytes (0b10xxxxxx).
    @inline(__always)
    private static func continuationBytes(_ word: UInt64) -> Int {
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Bit 7 set and bit 6 clear, per byte.
        return (word & highs & ~(word << 1)).nonzeroBitCount
    }
}
