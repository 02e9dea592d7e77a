import PlaceNames

/// One indexed key of one form of one name of a place, packed small (12 bytes) because there are several per
/// name: a place position, the position of the form's text in the index's text table, the language and flags.
struct Posting: Sendable {
    let place: Int32
    let text: Int32
    /// `SearchLanguages.ordinal` of the name's language; `SearchLanguages.alias` for an alias.
    let language: UInt8
    /// Bit 0: direct (the key is the form as written); bits 1–2: `KeyPosition`; bits 3–5: `MatchedForm`.
    private let flags: UInt8
    /// Zero: the two bytes up to the 12-byte stride, named so a snapshot never holds whatever memory was there.
    private let reserved: UInt16 = 0

    init(place: Int32, text: Int32, language: UInt8, isDirect: Bool, position: KeyPosition, form: MatchedForm) {
        self.place = place
        self.text = text
        self.language = language
        flags = (isDirect ? 1 : 0) | position.rawValue << 1 | form.rawValue << 3
    }

    var isDirect: Bool { flags & 1 != 0 }
    // A snapshot's flags are input: bits no posting is written with read as the first case, not a trap.
    var position: KeyPosition { KeyPosition(rawValue: flags >> 1 & 3) ?? .start }
    var form: MatchedForm { MatchedForm(rawValue: flags >> 3 & 7) ?? .preferred }
}

/// Languages as small numbers, so a posting stays small and a search ranks a language by a table look-up.
enum SearchLanguages {
    static let all = Language.allCases
    /// The ordinal of aliases, which have no language.
    static let alias: UInt8 = 255
    private static let ordinals: [Language: UInt8] = Dictionary(
        uniqueKeysWithValues: all.enumerated().map { ($0.element, UInt8($0.offset)) })

    static func ordinal(_ language: Language) -> UInt8 { ordinals[language]! }

    static func language(_ ordinal: UInt8) -> Language? {
        Int(ordinal) < all.count ? all[Int(ordinal)] : nil
    }
}
