import Foundation

/// Whether two byte strings are equal (memcmp: the generic `elementsEqual` is several times slower).
@inlinable package func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}
