/// The RFC 8259 parser: turns UTF-8 bytes into a tape without recursion, so no input can exhaust the stack.
struct JSONParser {
    /// Deeper nesting than this is rejected: no catalog needs it, and it bounds memory per byte of input.
    static let maximumDepth = 512

    let input: UnsafeBufferPointer<UInt8>
    var position = 0
    var tape: JSONTapeBuffer
    /// Set for a parser that reads the elements after a comma of some array (see `JSONSplitParse`): it stops at
    /// the array's `]` instead of expecting the end of the input.
    private var elementsOnly = false
    /// How many elements an elements-only parser read, and the deepest nesting it met.
    private(set) var elements = 0
    private(set) var deepest = 0
    /// The comma a `JSONSplitParse` second half starts after, and that half; -1 and nil when there is none.
    var splitComma = -1
    var split: JSONSplitParse?
    /// Whether the split's second half was joined.
    private(set) var joinedSplit = false

    /// An open container: its tape index, how many children it has so far, and whether it is an object.
    struct Frame {
        var index: Int
        var count: Int
        var isObject: Bool
    }

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        // About one token per 8 bytes in catalogs; the buffer doubles if a document has more.
        self.tape = JSONTapeBuffer(capacity: input.count / 8 + 16)
    }

    /// A parser of the elements that follow the comma at `comma`, up to the `]` that closes their array.
    init(input: UnsafeBufferPointer<UInt8>, elementsAfter comma: Int) {
        self.input = input
        position = comma + 1
        elementsOnly = true
        tape = JSONTapeBuffer(capacity: (input.count - comma) / 8 + 16)
    }

    /// Parses the whole input as one JSON value (a leading UTF-8 byte order mark is skipped), returning
    /// the tape; on error the tape's memory is freed.
    mutating func parse() throws(JSONSyntaxError) -> UnsafeMutableBufferPointer<JSONTapeEntry> {
        defer { split?.finish() }
        do {
            return try parseTape()
        } catch {
            tape.deallocate()
            throw error
        }
    }

    private mutating func parseTape() throws(JSONSyntaxError) -> UnsafeMutableBufferPointer<JSONTapeEntry> {
        guard input.count < Int(UInt32.max) else {
            throw error("document is larger than 4 GiB", at: 0)
        }
        if !elementsOnly, input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3 }
        // A UTF-16 byte order mark, or a NUL byte in the first two (never valid in JSON): say what it is.
        if !elementsOnly, input.count >= 2, (input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF)
            || input[0] == 0 || input[1] == 0 {
            throw error("the file looks UTF-16 encoded; JSON must be UTF-8", at: 0)
        }
        var stack: [Frame] = []
        stack.reserveCapacity(32)

        // Each turn of the loop reads one value, then the punctuation after it.
        valueLoop: while true {
            skipWhitespace()
            guard position < input.count else {
                throw error(stack.isEmpty && tape.count == 0
                    ? "expected a JSON value, found end of input"
                    : "expected a value, found end of input", at: position)
            }
            switch input[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = input[position] == UInt8(ascii: "{")
                guard stack.count < Self.maximumDepth else {
                    throw error("nesting deeper than \(Self.maximumDepth) levels", at: position)
                }
                stack.append(Frame(index: tape.count, count: 0, isObject: isObject))
                deepest = max(deepest, stack.count)
                tape.append(JSONTapeEntry(tag: isObject ? .object : .array, offset: position))
                position += 1
                skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if position < input.count, input[position] == close {
                    position += 1
                    closeContainer(stack.removeLast())
                } else if isObject {
                    try parseKey(afterComma: false)
                    continue valueLoop
                } else {
                    continue valueLoop
                }
            case UInt8(ascii: "\""):
                try parseString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            case UInt8(ascii: "t"):
                try parseLiteral("true", tag: .trueValue)
            case UInt8(ascii: "f"):
                try parseLiteral("false", tag: .falseValue)
            case UInt8(ascii: "n"):
                try parseLiteral("null", tag: .null)
            default:
                throw error("expected a value, found \(describe(at: position))", at: position)
            }

            // After a value: close containers or continue after a comma.
            while true {
                guard !stack.isEmpty else {
                    if elementsOnly {
                        elements += 1
                        skipWhitespace()
                        if position < input.count, input[position] == UInt8(ascii: "]") { return tape.buffer }
                        guard position < input.count, input[position] == UInt8(ascii: ",") else {
                            throw error("expected ',' or ']' after array element", at: position)
                        }
                        position += 1
                        skipWhitespace()
                        guard position < input.count, input[position] != UInt8(ascii: "]") else {
                            throw error("expected a value after ','", at: position)
                        }
                        continue valueLoop
                    }
                    skipWhitespace()
                    guard position == input.count else {
                        throw error("unexpected \(describe(at: position)) after the JSON value", at: position)
                    }
                    return tape.buffer
                }
                stack[stack.count - 1].count += 1
                skipWhitespace()
                let isObject = stack[stack.count - 1].isObject
                let byte: UInt8? = position < input.count ? input[position] : nil
                if byte == UInt8(ascii: ",") {
                    if position == splitComma, !isObject, let (count, end) = joinSplit(depth: stack.count) {
                        // The other half read this array's remaining elements: on to its `]`.
                        stack[stack.count - 1].count += count - 1
                        position = end
                        continue
                    }
                    position += 1
                    skipWhitespace()
                    if isObject {
                        try parseKey(afterComma: true)
                    } else if position < input.count, input[position] == UInt8(ascii: "]") {
                        throw error("expected a value after ',', found ']' (remove the trailing comma)", at: position)
                    }
                    continue valueLoop
                }
                if byte == UInt8(ascii: isObject ? "}" : "]") {
                    position += 1
                    closeContainer(stack.removeLast())
                    continue
                }
                if byte == nil {
                    let frame = stack[stack.count - 1]
                    throw error(
                        "unclosed \(frame.isObject ? "object" : "array"): expected \(isObject ? "',' or '}'" : "',' or ']'"), found end of input",
                        at: position)
                }
                throw error(isObject
                    ? "expected ',' or '}' after object member, found \(describe(at: position))"
                    : "expected ',' or ']' after array element, found \(describe(at: position))", at: position)
            }
        }
    }

    /// Takes the split's second half at its comma (see `JSONSplitParse`): its element count and the offset of its
    /// `]`, or nil to parse on alone.
    private mutating func joinSplit(depth: Int) -> (count: Int, end: Int)? {
        guard let split else { return nil }
        splitComma = -1
        let joined = split.join(into: &tape, depth: depth)
        joinedSplit = joined != nil
        return joined
    }

    @inline(__always)
    private mutating func closeContainer(_ frame: Frame) {
        tape[frame.index].length = UInt32(truncatingIfNeeded: frame.count)
        tape[frame.index].end = UInt32(truncatingIfNeeded: tape.count)
    }

    /// Reads `"key" :` at the current position (whitespace already skipped).
    private mutating func parseKey(afterComma: Bool) throws(JSONSyntaxError) {
        guard position < input.count, input[position] == UInt8(ascii: "\"") else {
            if afterComma, position < input.count, input[position] == UInt8(ascii: "}") {
                throw error("expected a string key after ',', found '}' (remove the trailing comma)", at: position)
            }
            throw error(afterComma
                ? "expected a string key after ',', found \(describe(at: position))"
                : "expected a string key or '}', found \(describe(at: position))", at: position)
        }
        try parseString()
        skipWhitespace()
        guard position < input.count, input[position] == UInt8(ascii: ":") else {
            throw error("expected ':' after object key, found \(describe(at: position))", at: position)
        }
        position += 1
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < input.count {
            let b = input[position]
            // Every JSON whitespace byte is at most 0x20: one compare settles the common case.
            guard b <= 0x20, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            position += 1
            if b == 0x0A { skipIndentation() }
        }
    }

    /// Skips the spaces that indent a pretty-printed line, eight bytes per step (a quarter of a catalog is
    /// indentation).
    @inline(__always)
    private mutating func skipIndentation() {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while input.count - position >= 8 {
            let word = UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt64.self)
            let run = (word ^ spaces).trailingZeroBitCount >> 3
            position += run
            if run < 8 { return }
        }
    }

    private mutating func parseLiteral(_ word: StaticString, tag: JSONTag) throws(JSONSyntaxError) {
        let start = position
        let count = word.utf8CodeUnitCount
        let text = word.utf8Start
        guard input.count - start >= count else {
            throw error("expected a value, found \(describe(at: start))", at: start)
        }
        for i in 0..<count where input[start + i] != text[i] {
            throw error("expected a value, found \(describe(at: start))", at: start)
        }
        position += count
        tape.append(JSONTapeEntry(tag: tag, offset: start))
    }

    /// An error at `offset`, with its line and column.
    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        // An elements-only parser's errors are never shown (the whole parse reads that part again and
        // reports it), so they skip finding the line, which on a minified file is a scan of all of it.
        let location = elementsOnly ? SourceLocation(line: 0, column: 0) : .of(offset: offset, in: input)
        return JSONSyntaxError(offset: offset, location: location, message: message)
    }
}
