import PlaceNames

/// Reads comma-separated values as RFC 4180 defines them: fields in double quotes may hold commas, line
/// breaks and doubled quotes (`""`); records end at CRLF or LF. Every field keeps the line and column
/// it starts at, so messages can point at it.
struct CSVParser {
    struct Field: Equatable {
        var text: String
        var location: SourceLocation
    }

    struct SyntaxError: Error, Equatable {
        var location: SourceLocation
        var message: String
    }

    /// The records of `bytes` (a leading UTF-8 byte order mark is ignored); blank lines are left out.
    static func records(_ bytes: [UInt8]) throws(SyntaxError) -> [[Field]] {
        var parser = CSVParser(bytes: bytes)
        return try parser.parse()
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func parse() throws(SyntaxError) -> [[Field]] {
        var records: [[Field]] = []
        while index < bytes.count {
            var record: [Field] = []
            while true {
                record.append(try field())
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                endOfLine()
                break
            }
            if !(record.count == 1 && record[0].text.isEmpty) { records.append(record) }
        }
        return records
    }

    private mutating func field() throws(SyntaxError) -> Field {
        let start = SourceLocation(line: line, column: column)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            let begin = index
            while index < bytes.count, !isDelimiter(bytes[index]) {
                if bytes[index] == UInt8(ascii: "\"") {
                    throw SyntaxError(location: here, message: "a quote inside an unquoted field — "
                        + "put the whole field in quotes and double the quote (\"\")")
                }
                advance()
            }
            return Field(text: try text(bytes[begin..<index], at: start), location: start)
        }
        advance()
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw SyntaxError(location: start,
                                  message: "a quoted field that never ends — a closing quote is missing")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    text.append(byte)
                    advance()
                    continue
                }
                guard index >= bytes.count || isDelimiter(bytes[index]) else {
                    throw SyntaxError(location: here,
                                      message: "text after a closing quote — expected a comma or a line end")
                }
                return Field(text: try self.text(text[...], at: start), location: start)
            }
            text.append(byte)
            advance()
        }
    }

    /// The field's text; bytes that are not UTF-8 are an error, never silently replaced.
    private func text(_ bytes: ArraySlice<UInt8>, at location: SourceLocation) throws(SyntaxError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SyntaxError(location: location, message: "a field that is not valid UTF-8 — save the file as UTF-8")
        }
        return text
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Steps over one byte, keeping the line and the scalar column.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte == UInt8(ascii: "\r") {
            if index >= bytes.count || bytes[index] != UInt8(ascii: "\n") {
                line += 1
                column = 1
            }
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Steps over CRLF, LF or a lone CR.
    private mutating func endOfLine() {
        if bytes[index] == UInt8(ascii: "\r") { advance() }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { advance() }
    }
}
