/// A 1-based line and column in a text file, as editors and compilers show them.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`; the column counts Unicode scalars, so a Thai or
/// Japanese character is one column however many UTF-8 bytes it takes.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line number, starting at 1.
    public var line: Int
    /// The column number in Unicode scalars, starting at 1.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form diagnostics print after a file name.
    public var description: String { "\(line):\(column)" }
}

extension SourceLocation {
    /// The location of `offset` in UTF-8 `bytes`, found by scanning from the start (for one-off errors).
    static func of(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return SourceLocation(line: line, column: column(from: lineStart, to: end, in: bytes))
    }

    /// The 1-based scalar column of `offset` on the line starting at `lineStart`.
    static func column(from lineStart: Int, to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = lineStart
        // A byte order mark is invisible in editors, so it takes no column.
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, offset >= 3 {
            start = 3
        }
        var column = 1
        var i = start
        while i < offset {
            // Count scalar starts: every byte that is not a UTF-8 continuation byte.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }
}
