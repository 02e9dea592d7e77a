/// What the name checks ask of each scalar (white space, invisible, letter case, coarse script block, whether it
/// keeps a text in NFC), looked up
/// in one table for the Basic Multilingual Plane instead of a chain of range tests per scalar; the `NameTraits`
/// functions stay the definition, and the table is built from them once.
struct ScalarTraits {
    static let space: UInt16 = 1 << 4
    static let invisible: UInt16 = 1 << 5
    static let upper: UInt16 = 1 << 6
    static let lower: UInt16 = 1 << 7
    /// NFC_Quick_Check=Yes and combining class 0 (see `Normalizer.isNFCQuickYesStarter`).
    static let nfcStarter: UInt16 = 1 << 8
    /// The low four bits are `NameTraits.letterBlock`.
    static let blockMask: UInt16 = 0xF

    /// The traits of every scalar below U+10000 (surrogates included, as nothing).
    static let basicPlane: [UInt16] = (0..<0x10000).map { of(UInt32($0)) }

    static func of(_ v: UInt32) -> UInt16 {
        var traits = UInt16(NameTraits.letterBlock(v))
        if ScalarClass.isWhitespace(v) { traits |= space }
        if Normalizer.isNFCQuickYesStarter(v) { traits |= nfcStarter }
        if v >= 0xAD, ScalarClass.mayBeInvisible(v) { traits |= invisible }
        switch NameTraits.letterCase(v) {
        case 1: traits |= upper
        case -1: traits |= lower
        default: break
        }
        return traits
    }
}
