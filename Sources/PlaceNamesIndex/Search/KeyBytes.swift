/// A key's UTF-8 bytes as a dictionary key hashed in one call: `[UInt8]`'s own `Hashable` feeds the hasher byte by
/// byte, which stood out when numbering the hundreds of thousands of keys at start-up.
struct KeyBytes: Hashable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (a: KeyBytes, b: KeyBytes) -> Bool {
        a.bytes.withUnsafeBufferPointer { a in b.bytes.withUnsafeBufferPointer { b in sameBytes(a, b) } }
    }
}
