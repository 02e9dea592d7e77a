extension JSONParser {
    /// Names the token at `offset` for an error message: `'x'`, `'tru'`, `end of input`, `invalid UTF-8 byte 0xFF`.
    func describe(at offset: Int) -> String {
        guard offset < input.count else { return "end of input" }
        let b = input[offset]
        if Self.isWordByte(b) {
            var end = offset
            while end < input.count, end - offset < 20, Self.isWordByte(input[end]) { end += 1 }
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: input[offset..<end]), as: UTF8.self) + "'"
        }
        if b >= 0x21, b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0x20 { return "' '" }
        if b < 0x80 { return "control character \(scalarCode(UInt32(b)))" }
        if let scalar = decodeScalar(at: offset) {
            return "'\(Character(scalar))' (\(scalarCode(scalar.value)))"
        }
        return "invalid UTF-8 byte \(Self.hex(b))"
    }

    /// Names a bad escape for an error message, e.g. `'\x'`.
    func describe(escapeAt offset: Int) -> String {
        guard offset + 1 < input.count else { return "'\\'" }
        let next = offset + 1
        if let scalar = decodeScalar(at: next) { return "'\\\(Character(scalar))'" }
        return "'\\' followed by invalid UTF-8 byte \(Self.hex(input[next]))"
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_")
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    /// The scalar whose valid UTF-8 encoding starts at `offset`, if there is one.
    private func decodeScalar(at offset: Int) -> Unicode.Scalar? {
        var iterator = UnsafeBufferPointer(rebasing: input[offset..<min(offset + 4, input.count)]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}
