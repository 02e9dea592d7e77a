extension JSONDocument {
    /// The text of the key or scalar value whose token starts at byte `offset`: a string unescaped, a number or
    /// literal as written; nil for an object, an array or an offset that starts no token.
    package func valueText(atOffset offset: Int) -> String? {
        let bytes = self.bytes
        guard offset >= 0, offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "\"") {
            var end = offset + 1
            var escaped = false
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                if bytes[end] == UInt8(ascii: "\\") { escaped = true }
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end < bytes.count else { return nil }
            guard escaped else { return String(decoding: bytes[(offset + 1)..<end], as: UTF8.self) }
            return (try? JSONDocument(bytes: Array(bytes[offset...end])))?.root.string
        }
        var end = offset
        while end < bytes.count, !Self.endsScalar(bytes[end]) { end += 1 }
        guard end > offset, bytes[offset] != UInt8(ascii: "{"), bytes[offset] != UInt8(ascii: "[") else { return nil }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D: true
        default: false
        }
    }
}
