#if canImport(Glibc)
import Glibc
#endif

/// A key's UTF-8 bytes as a dictionary key hashed in one call: `[UInt8]`'s own `Hashable` feeds the hasher byte by
/// byte, which stood out when numbering the hundreds of thousands of keys at start-up.
struct KeyBytes: Hashable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (a: KeyBytes, b: KeyBytes) -> Bool {
        a.bytes.count == b.bytes.count && a.bytes.withUnsafeBytes { a in
            b.bytes.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
