/// The letters typo variants substitute and insert: for each 128-code-point block, the most frequent scalars of
/// the index's keys in it. A query in Cyrillic gets Cyrillic letters, a Latin one `a`–`z` and digits; a Han
/// query only the commonest characters, so the variants stay few whatever the script.
struct TypoAlphabet: Sendable {
    /// At most this many letters per block.
    static let lettersPerBlock = 40
    private let letters: [UInt32: [Unicode.Scalar]]

    /// Counts the scalars of `keys` (UTF-8, spaces ignored).
    init(keys: KeyTable) {
        var counts: [Unicode.Scalar: Int] = [:]
        for index in 0..<keys.count {
            for scalar in String(decoding: keys.key(index), as: UTF8.self).unicodeScalars where scalar != " " {
                counts[scalar, default: 0] += 1
            }
        }
        var byBlock: [UInt32: [(Unicode.Scalar, Int)]] = [:]
        for (scalar, count) in counts { byBlock[scalar.value >> 7, default: []].append((scalar, count)) }
        letters = byBlock.mapValues { scalars in
            scalars.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.value < $1.0.value }
                .prefix(Self.lettersPerBlock).map(\.0)
        }
    }

    /// The letters of the blocks `text`'s scalars are in, each once, in a fixed order.
    func letters(for text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var blocks: [UInt32] = []
        for scalar in text where !blocks.contains(scalar.value >> 7) { blocks.append(scalar.value >> 7) }
        return blocks.flatMap { letters[$0] ?? [] }
    }
}
