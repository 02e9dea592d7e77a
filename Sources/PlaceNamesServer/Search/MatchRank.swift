/// How good one match is, packed in one integer so that smaller is better and comparing ranks is one comparison.
///
/// From the most significant bit: a typo match after every match without one; a name in a language of the
/// reader's chain before other languages and aliases; the name and query as written before a Latin
/// transliteration of either; an earlier language of the chain before a later one; then the `MatchKind`.
/// Importance, collation and id break the remaining ties (`SearchIndex.ranked`).
struct MatchRank: Sendable, Comparable, Hashable {
    let value: UInt16

    /// The chain position of languages outside the chain and of aliases.
    static let outsideChain: UInt8 = 15

    init(value: UInt16) { self.value = value }

    init(kind: MatchKind, isTypo: Bool, isDirect: Bool, chainPosition: UInt8) {
        let outside: UInt16 = chainPosition >= Self.outsideChain ? 1 : 0
        value = (isTypo ? 1 : 0) << 9 | outside << 8 | (isDirect ? 0 : 1) << 7
            | UInt16(min(chainPosition, Self.outsideChain)) << 3 | UInt16(kind.rawValue)
    }

    var kind: MatchKind { MatchKind(rawValue: Int(value & 7))! }
    var isTypo: Bool { value >> 9 & 1 != 0 }
    var isDirect: Bool { value >> 7 & 1 == 0 }
    var chainPosition: UInt8 { UInt8(value >> 3 & 15) }

    static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.value < rhs.value }
}
