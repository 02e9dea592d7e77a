extension String {
    /// Whether `self` sorts before `other` in code point order (the order of their UTF-8 bytes), for sorting
    /// hundreds of thousands of ids (`compareBytes`).
    package func codePointPrecedes(_ other: String) -> Bool {
        var a = self
        var b = other
        return a.withUTF8 { x in b.withUTF8 { y in compareBytes(x, y) < 0 } }
    }
}
