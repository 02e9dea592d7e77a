import Foundation

/// The 64-bit FNV-1a hash: a fast, stable fingerprint of bytes for `ETag`s and validation baselines (not a
/// security hash).
@frozen @usableFromInline package struct FNV1a64 {
    @inlinable package init() {}

    @usableFromInline package var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a's 64-bit prime; computed, so inlined code across modules gets the constant, not a lazy global.
    @inlinable static var prime: UInt64 { 0x0000_0100_0000_01b3 }

    package mutating func add(_ data: Data) {
        data.withUnsafeBytes { add($0) }
    }

    // Inlinable: the validator hashes every name from another module, once per byte.
    @inlinable package mutating func add(_ bytes: some Sequence<UInt8>) {
        // Arrays and buffers in one loop over raw memory, not an iterator call per byte where the caller's
        // generic code is not specialised.
        if bytes.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) != nil { return }
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* Self.prime
        }
    }

    /// Adds one byte.
    @inlinable @inline(__always) package mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    @inlinable @inline(__always) package mutating func add(_ buffer: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in buffer {
            value = (value ^ UInt64(byte)) &* Self.prime
        }
        self.value = value
    }

    /// Adds `bytes` eight at a time, each little-endian word as `add(byte:)` adds a byte, then the last few one by
    /// one: an eighth of the multiplications (each waits on the one before), for hashing a whole answer for its
    /// `ETag`. Not the value `add(_:)` gives for the same bytes; every change of one word still changes it (a
    /// multiplication by the odd prime is one to one).
    @inlinable package mutating func addWords(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        var offset = 0
        while offset + 8 <= bytes.count {
            value = (value ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                &* Self.prime
            offset += 8
        }
        for byte in bytes[offset...] {
            value = (value ^ UInt64(byte)) &* Self.prime
        }
        self.value = value
    }

    /// The hash as 16 lower-case hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
