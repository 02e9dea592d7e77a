/// What of a posting decides its `MatchRank` for every query that reaches it by prefix, apart from the query: its
/// language, whether it is the name as written, where its key starts, and whether its form is an alternate one.
/// Packed in 12 bits: language ordinal (bits 0–7), direct (8), `KeyPosition` (9–10), alternate form (11).
struct PostingClass: Hashable, Sendable {
    let code: UInt16

    init(_ posting: Posting) {
        let alternate: UInt16 = posting.form == .preferred || posting.form == .short ? 0 : 1
        code = UInt16(posting.language) | (posting.isDirect ? 1 : 0) << 8 | UInt16(posting.position.rawValue) << 9
            | alternate << 11
    }

    init(code: UInt16) { self.code = code }

    var language: UInt8 { UInt8(truncatingIfNeeded: code) }
    var isDirect: Bool { code >> 8 & 1 != 0 }
    var position: KeyPosition { KeyPosition(rawValue: UInt8(code >> 9 & 3)) ?? .start }
    var isAlternate: Bool { code >> 11 & 1 != 0 }

    /// The best rank a posting of this class can have for a query form, with no typo and a word that does not go
    /// on: a bound no posting of it beats. `whole`: the posting's key is the needle; `marksDisagree`: the name
    /// cannot carry the marks the query typed (they are weighed only as written).
    func bestRank(queryIsDirect: Bool, queryIsJoined: Bool, whole: Bool, marksDisagree: Bool,
                  chainPosition: UInt8) -> MatchRank {
        let isDirect = queryIsDirect && self.isDirect
        return MatchRank(kind: SearchIndex.kind(position, whole: whole, queryIsJoined: queryIsJoined), isTypo: false,
                         isDirect: isDirect, chainPosition: chainPosition, marksDisagree: isDirect && marksDisagree,
                         form: isAlternate ? .variant : .preferred)
    }

    /// One class of one busy prefix, as the snapshot stores it (8 bytes).
    struct Summary: Sendable, BitwiseCopyable {
        /// `PostingClass.code`.
        let code: UInt16
        /// How many places have a posting of the class under the prefix (at most `UInt16.max`).
        let places: UInt16
        /// The position of the class's last entry in the prefix's list.
        let last: UInt32
    }
}
