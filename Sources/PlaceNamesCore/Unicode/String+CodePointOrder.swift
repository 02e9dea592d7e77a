#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#endif

extension String {
    /// Whether `self` sorts before `other` in code point order (the order of their UTF-8 bytes), comparing
    /// the bytes with `memcmp`: for sorting hundreds of thousands of ids, where the generic
    /// `utf8.lexicographicallyPrecedes` walks them one iterator step at a time.
    package func codePointPrecedes(_ other: String) -> Bool {
        var a = self
        var b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let shorter = Swift.min(x.count, y.count)
                let order = shorter == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, shorter)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}
