@testable import PlaceNamesCore
import Testing

/// The one byte order and the one binary search every sorted table uses, against the slow obvious answers.
@Suite struct ByteOrderTests {
    /// Short strings over a small alphabet with bytes above 0x7F, so shared prefixes, equal strings and the
    /// unsigned comparison of high bytes all come up often.
    static func byteStrings(seed: UInt64, count: Int) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        let alphabet: [UInt8] = [0x00, 0x41, 0x61, 0x7F, 0x80, 0xC3, 0xFF]
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        }
    }

    @Test func compareBytesIsTheOrderOfUnsignedBytesShorterFirst() {
        let strings = Self.byteStrings(seed: 28, count: 300)
        for a in strings {
            for b in strings.prefix(60) {
                let order = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compareBytes(a, b) } }
                let expected = a == b ? 0 : a.lexicographicallyPrecedes(b) ? -1 : 1
                #expect(order.signum() == expected, "seed 28: \(a) against \(b)")
                let same = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in sameBytes(a, b) } }
                #expect(same == (a == b), "seed 28: \(a) against \(b)")
            }
        }
    }

    @Test func partitionPointIsTheFirstIndexWhereThePredicateTurnsFalse() {
        var random = SplitMix64(seed: 29)
        for _ in 0..<500 {
            let values = (0..<Int.random(in: 0...40, using: &random)).map { _ in Int.random(in: 0...20, using: &random) }
                .sorted()
            let start = values.isEmpty ? 0 : Int.random(in: 0...values.count, using: &random)
            let end = Int.random(in: start...values.count, using: &random)
            let limit = Int.random(in: -1...21, using: &random)
            let found = partitionPoint(start..<end) { values[$0] < limit }
            let expected = (start..<end).first { values[$0] >= limit } ?? end
            #expect(found == expected, "seed 29: \(values) in \(start)..<\(end) below \(limit)")
        }
    }
}
