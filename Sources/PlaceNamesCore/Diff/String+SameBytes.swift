extension String {
    /// Whether `self` and `other` are the same UTF-8 bytes: what a diff calls the same text. `==` would call
    /// canonically equivalent spellings (`"é"` NFC and NFD) equal, hiding the very change a reviewer must see.
    /// Reads both strings' contiguous bytes with `memcmp` (`sameBytes`), as a diff compares every name of two
    /// catalogs.
    func hasSameBytes(as other: String) -> Bool {
        if utf8.count != other.utf8.count { return false }
        var a = self
        var b = other
        return a.withUTF8 { x in b.withUTF8 { y in sameBytes(x, y) } }
    }

    /// The order of `self` against `other` by their bytes (code point order): negative, 0 or positive.
    func byteOrder(against other: String) -> Int {
        var a = self
        var b = other
        return a.withUTF8 { x in b.withUTF8 { y in PlaceNamesCore.compareBytes(x, y) } }
    }
}

extension Array where Element == String {
    /// Whether the two lists hold the same strings, byte for byte, in the same order.
    func hasSameBytes(as other: [String]) -> Bool {
        guard count == other.count else { return false }
        for index in indices where !self[index].hasSameBytes(as: other[index]) { return false }
        return true
    }
}
