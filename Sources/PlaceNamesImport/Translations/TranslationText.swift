import PlaceNames

/// The bytes of one translator's file and where each byte is, so every reader's findings print as
/// `file:line:column` (lines end at LF, CRLF or a lone CR; columns count Unicode scalars from 1; a leading byte
/// order mark takes no column, as editors do not show it).
struct TranslationText {
    let path: String
    let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]

    init(bytes: [UInt8], path: String) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    /// Whether the bytes start with a UTF-8 byte order mark.
    var hasByteOrderMark: Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

    /// The line and column of a byte offset (clamped to the bytes).
    func location(ofOffset offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        // The last line starting at or before `offset`.
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        var i = low == 0 && hasByteOrderMark && offset >= 3 ? 3 : lineStarts[low]
        var column = 1
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }

    /// The byte offset of a line and column, or nil if the line is not in the file.
    func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        var i = location.line == 1 && hasByteOrderMark ? 3 : lineStarts[location.line - 1]
        var column = 1
        while i < bytes.count, column < location.column {
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            column += 1
        }
        return i
    }

    /// An error at a location of this file.
    func error(_ code: String, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(file: path, location: location, severity: .error, code: code, message: message)
    }

    /// An error at a byte offset of this file.
    func error(_ code: String, _ message: String, atOffset offset: Int) -> Diagnostic {
        error(code, message, at: location(ofOffset: offset))
    }

    /// An error about the whole file (no line and column).
    func error(_ code: String, _ message: String) -> Diagnostic {
        Diagnostic(file: path, severity: .error, code: code, message: message)
    }

    /// Every byte sequence that is not UTF-8 (up to `limit`, since a file in another encoding has thousands and
    /// the first few say it), each at its first byte. Readers check this first, so their strings are valid.
    func invalidUTF8(limit: Int = 10) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var i = 0
        while i < bytes.count, problems.count < limit {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length = UTF8Check.sequenceLength(bytes, at: i)
            if length > 0 {
                i += length
                continue
            }
            let message = UTF8Check.startsSequence(lead)
                ? "invalid UTF-8: byte \(UTF8Check.hex(lead)) starts a sequence that is cut short — save the file as UTF-8"
                : "invalid UTF-8 byte \(UTF8Check.hex(lead)) — save the file as UTF-8"
            problems.append(error("invalid-utf8", message, atOffset: i))
            i += 1
        }
        return problems
    }
}
