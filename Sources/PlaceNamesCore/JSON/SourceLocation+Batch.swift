extension SourceLocation {
    /// The locations of many byte offsets in UTF-8 `bytes`, found in one pass: O(bytes + offsets · log offsets).
    ///
    /// Locating each offset on its own rescans its line from the start, which on a minified file (one line of
    /// megabytes) costs the line's length per finding. Results are in the order of `offsets`; offsets outside the
    /// bytes are clamped, and offsets inside a leading byte order mark are 1:1.
    static func locations(ofOffsets offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [SourceLocation] {
        var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
        guard !offsets.isEmpty else { return result }
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        let count = bytes.count
        // A byte order mark is invisible in editors, so it takes no column.
        var i = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var line = 1
        var column = 1
        for index in order {
            let target = min(max(offsets[index], 0), count)
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
                if b == 0x0A || (b == 0x0D && (i + 1 >= count || bytes[i + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if b & 0xC0 != 0x80 {
                    // Columns count scalars: every byte that is not a UTF-8 continuation byte starts one.
                    column += 1
                }
                i += 1
            }
            result[index] = SourceLocation(line: line, column: column)
        }
        return result
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
