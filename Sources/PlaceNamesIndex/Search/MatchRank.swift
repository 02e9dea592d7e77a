/// How good one match is, packed in one integer so that smaller is better and comparing ranks is one comparison.
///
/// From the most significant bit: a typo match after every match without one; the name and query as written
/// before a Latin transliteration of either (what was typed is what the name says, in any language: `曼谷` is
/// Bangkok's Chinese name before it is the start of マングローブ read as `mangu`); a name in a language of the
/// reader's chain before other languages and aliases; an earlier language of the chain before a later one; a name
/// that carries the marks the query typed before one that matches only with them folded away (`QueryIntent`:
/// `آلب` is Albany's `آلباني` before Albania's `ألبانيا`; a match inside a word is taken as one that does not carry
/// them, `BestMatches.record`); then the `MatchKind`; then a match whose word ends
/// where the query's finished word does before one whose word goes on (`Chon ` is Chon Buri before Chongqing);
/// then a name's preferred or short form before its variants, colloquial and historic forms and aliases (official
/// long forms such as "Commonwealth of the Bahamas" should not crowd out the names people use).
/// Importance, collation and id break the remaining ties (`SearchIndex.ranked`).
package struct MatchRank: Sendable, Comparable, Hashable {
    let value: UInt16

    /// The chain position of languages outside the chain and of aliases.
    static let outsideChain: UInt8 = 15

    init(value: UInt16) { self.value = value }

    init(kind: MatchKind, isTypo: Bool, isDirect: Bool, chainPosition: UInt8, marksDisagree: Bool = false,
         wordGoesOn: Bool = false, form: MatchedForm) {
        let outside: UInt16 = chainPosition >= Self.outsideChain ? 1 : 0
        let alternate: UInt16 = form == .preferred || form == .short ? 0 : 1
        value = (isTypo ? 1 : 0) << 12 | (isDirect ? 0 : 1) << 11 | outside << 10
            | UInt16(min(chainPosition, Self.outsideChain)) << 6 | (marksDisagree ? 1 : 0) << 5
            | UInt16(kind.rawValue) << 2 | (wordGoesOn ? 1 : 0) << 1 | alternate
    }

    var kind: MatchKind { MatchKind(rawValue: Int(value >> 2 & 7))! }
    var isTypo: Bool { value >> 12 & 1 != 0 }
    var isDirect: Bool { value >> 11 & 1 == 0 }
    var isOutsideChain: Bool { value >> 10 & 1 != 0 }

    /// Whether the match is as written, in the reader's first language, without a typo, and of `kind` or better.
    func isInFirstLanguage(atLeast kind: MatchKind) -> Bool {
        value >> 6 == 0 && self.kind <= kind
    }

    package static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.value < rhs.value }
}
