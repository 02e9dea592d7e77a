/// A 64-bit checksum of a snapshot's sections: four lanes of (hash ^ word) × an odd constant over 8-byte
/// words, so it runs at memory speed, then the length and the lanes folded the same way. Every step is a
/// bijection of the running value for a given word (xor, then a multiplication by an odd number), so any change
/// confined to one word changes the result. Not a defence against a forger: a snapshot is trusted as much as the
/// catalogs it was built from.
struct SnapshotChecksum {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) =
        (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
    private var length: UInt64 = 0
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// Adds `bytes`, whose count must be a multiple of 32 except in the last call (the rest is padded with zeros).
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        let words = bytes.count / 32 * 4
        var (a, b, c, d) = lanes
        var index = 0
        while index < words {
            a = (a ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* Self.prime
            b = (b ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self)) &* Self.prime
            c = (c ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 16, as: UInt64.self)) &* Self.prime
            d = (d ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 24, as: UInt64.self)) &* Self.prime
            index += 4
        }
        let rest = bytes.count - words * 8
        if rest > 0 {
            var tail = [UInt8](repeating: 0, count: 32)
            for offset in 0..<rest { tail[offset] = bytes[words * 8 + offset] }
            tail.withUnsafeBytes { tail in
                a = (a ^ tail.loadUnaligned(fromByteOffset: 0, as: UInt64.self)) &* Self.prime
                b = (b ^ tail.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) &* Self.prime
                c = (c ^ tail.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) &* Self.prime
                d = (d ^ tail.loadUnaligned(fromByteOffset: 24, as: UInt64.self)) &* Self.prime
            }
        }
        lanes = (a, b, c, d)
        length &+= UInt64(bytes.count)
    }

    var value: UInt64 {
        var hash = length &* Self.prime
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { hash = (hash ^ lane) &* Self.prime }
        return hash
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = SnapshotChecksum()
        checksum.add(bytes)
        return checksum.value
    }
}
