/// A collation sort key: comparing keys byte by byte orders strings as their `Collator` does.
///
/// Keys from different collators (locale, strength, ICU version) do not compare meaningfully.
public struct SortKey: Sendable, Hashable, Comparable {
    /// ICU's key bytes, ending in a 0 byte that appears nowhere else.
    public let bytes: [UInt8]

    /// A sort key from its bytes.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.bytes.withUnsafeBufferPointer { a in
            rhs.bytes.withUnsafeBufferPointer { b in
                SortKeyTable.compare(a, b) < 0
            }
        }
    }
}
