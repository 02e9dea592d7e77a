/// Which invisible characters a language legitimately writes, so scans report only the suspicious ones.
public struct InvisibleCharacterAllowances: Sendable, Hashable {
    /// Characters not reported.
    public var allowed: Set<Unicode.Scalar>
    /// Whether LRM, RLM and ALM are accepted (right-to-left languages need them around numbers and Latin).
    public var allowsBidiMarks: Bool

    /// Creates allowances: scalars allowed anywhere, and whether bidi marks are.
    public init(allowed: Set<Unicode.Scalar> = [], allowsBidiMarks: Bool = false) {
        self.allowed = allowed
        self.allowsBidiMarks = allowsBidiMarks
    }

    /// Nothing invisible is acceptable (Latin, Cyrillic, Greek names).
    public static let none = InvisibleCharacterAllowances()

    static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Samr", "Mand",
                                                   "Rohg", "Yezi"]
    // Scripts whose spelling needs ZWNJ/ZWJ to choose between conjunct and separate forms.
    static let joinerScripts: Set<String> = ["Deva", "Beng", "Guru", "Gujr", "Orya", "Taml", "Telu", "Knda",
                                              "Mlym", "Sinh"]
    // Scripts written without spaces, where U+200B marks word boundaries for line breaking.
    static let unspacedScripts: Set<String> = ["Thai", "Laoo", "Khmr", "Mymr"]
    // Languages in Arabic script whose orthography uses ZWNJ inside words (CLDR's own mzn data writes it).
    static let zwnjLanguages: Set<String> = ["fa", "ps", "ckb", "mzn"]

    /// The allowances for a language written in `scripts` (ISO 15924), with its ICU locale id when known:
    /// bidi marks in right-to-left scripts, ZWNJ/ZWJ in Indic scripts and Persian, U+200B in Thai, Lao, Khmer and
    /// Burmese, variation selectors in Han and Mongolian free variation selectors in Mongolian.
    public init(scripts: [String], localeID: String? = nil) {
        let scripts = Scripts.expand(scripts)
        var allowed = Set<Unicode.Scalar>()
        let language = localeID.map { String($0.prefix { $0 != "_" && $0 != "-" && $0 != "@" }) }
        if !scripts.isDisjoint(with: Self.joinerScripts) { allowed.formUnion(["\u{200C}", "\u{200D}"]) }
        if let language, Self.zwnjLanguages.contains(language) { allowed.insert("\u{200C}") }
        if !scripts.isDisjoint(with: Self.unspacedScripts) { allowed.insert("\u{200B}") }
        if scripts.contains("Hani") {
            allowed.formUnion((0xFE00...0xFE0F).compactMap(Unicode.Scalar.init))
            allowed.formUnion((0xE0100...0xE01EF).compactMap(Unicode.Scalar.init))
        }
        if scripts.contains("Mong") {
            allowed.formUnion([0x180B, 0x180C, 0x180D, 0x180F].compactMap(Unicode.Scalar.init))
        }
        self.init(allowed: allowed, allowsBidiMarks: !scripts.isDisjoint(with: Self.rightToLeftScripts))
    }
}
