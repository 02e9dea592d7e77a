/// What a tape entry holds; `false` and `true` are separate tags so a boolean needs no payload.
@usableFromInline enum JSONTag: UInt8, Sendable {
    case null, falseValue, trueValue, number, string, array, object
}

/// One token of a parsed document in document order (16 bytes).
///
/// Objects are followed by their members as key (a string entry) then value; arrays by their elements.
/// A container's `end` is the tape index just past its subtree, so skipping it is O(1).
@frozen @usableFromInline package struct JSONTapeEntry: Sendable {
    @usableFromInline var tag: JSONTag
    /// String: `hasEscapes`, `hasNonASCII`; number: `isInteger`.
    @usableFromInline package var flags: UInt8
    /// Byte offset of the token's first byte (the opening quote of a string).
    @usableFromInline package var offset: UInt32
    /// String: raw content bytes between the quotes; number: text bytes; container: child count.
    @usableFromInline package var length: UInt32
    /// Container: tape index one past its subtree; unused otherwise.
    @usableFromInline var end: UInt32

    package static let hasEscapes: UInt8 = 1
    /// Some content byte is 0x80 or above; without it the content is ASCII and needs no UTF-8 check to become a String.
    static let hasNonASCII: UInt8 = 2
    static let isInteger: UInt8 = 1

    @inline(__always)
    init(tag: JSONTag, flags: UInt8 = 0, offset: Int, length: Int = 0, end: Int = 0) {
        self.tag = tag
        self.flags = flags
        self.offset = UInt32(truncatingIfNeeded: offset)
        self.length = UInt32(truncatingIfNeeded: length)
        self.end = UInt32(truncatingIfNeeded: end)
    }
}
