/// Numbers in query parameters as people write them: `13.7563`, `-0.5`, `1e3`. Swift's `Double(_:)` also takes
/// `nan`, `inf` and hexadecimal `0x1p3`, which no client means as a coordinate or a distance.
enum DecimalNumber {
    /// The value of `text` when it is a finite decimal number (sign, digits with an optional fraction, optional
    /// exponent, at most 64 characters), else nil.
    static func parse(_ text: Substring) -> Double? {
        guard text.utf8.count <= 64 else { return nil }
        var bytes = text.utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if let mark = bytes.first, mark == UInt8(ascii: "e") || mark == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            bytes = bytes.dropFirst(exponent.count)
        }
        guard bytes.isEmpty, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
