extension JSONParser {
    /// Validates a number against the RFC 8259 grammar and records its text range.
    mutating func parseNumber() throws(JSONSyntaxError) {
        let start = position
        var isInteger = true
        if input[position] == UInt8(ascii: "-") { position += 1 }
        guard position < input.count, isDigit(input[position]) else {
            throw error("expected a digit after '-', found \(describe(at: position))", at: position)
        }
        if input[position] == UInt8(ascii: "0") {
            position += 1
            if position < input.count, isDigit(input[position]) {
                throw error("leading zeros are not allowed in numbers", at: start)
            }
        } else {
            skipDigits()
        }
        if position < input.count, input[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < input.count, isDigit(input[position]) else {
                throw error("expected a digit after '.', found \(describe(at: position))", at: position)
            }
            skipDigits()
        }
        if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < input.count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < input.count, isDigit(input[position]) else {
                throw error("expected a digit in the exponent, found \(describe(at: position))", at: position)
            }
            skipDigits()
        }
        tape.append(JSONTapeEntry(
            tag: .number, flags: isInteger ? JSONTapeEntry.isInteger : 0, offset: start, length: position - start))
    }

    @inline(__always)
    private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    @inline(__always)
    private mutating func skipDigits() {
        while position < input.count, isDigit(input[position]) { position += 1 }
    }
}
