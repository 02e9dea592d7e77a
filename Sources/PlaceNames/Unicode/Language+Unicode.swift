/// The Unicode tools keyed by `Language`: its ICU locale for collation, its scripts for script and
/// invisible-character checks.
extension Collator {
    /// Opens the collator for `language`'s ICU locale (`th`, `zh_Hant`).
    public convenience init(language: Language, strength: Strength? = nil) throws {
        try self.init(localeID: language.icuLocaleID, strength: strength)
    }

    /// The process-wide collator for `language`, opened on first use.
    public static func shared(for language: Language, strength: Strength? = nil) throws -> Collator {
        try shared(localeID: language.icuLocaleID, strength: strength)
    }
}

extension Scripts {
    /// Whether every character of `name` is in one of `language`'s scripts or is neutral
    /// (Japanese accepts Han, Hiragana and Katakana; Thai accepts Thai).
    public static func fits(_ name: String, language: Language) -> Bool {
        fits(name, scripts: language.scripts)
    }

    /// The characters of `name` outside `language`'s scripts.
    public static func misfits(in name: String, language: Language) -> [Unicode.Scalar] {
        misfits(in: name, scripts: language.scripts)
    }
}

extension InvisibleCharacterAllowances {
    /// What `language` legitimately writes: ZWNJ in Persian and Indic scripts, U+200B in Thai, bidi marks in
    /// right-to-left languages.
    public init(language: Language) {
        self.init(scripts: language.scripts, localeID: language.icuLocaleID)
    }
}

extension InvisibleCharacters {
    /// The invisible characters of `text` that `language` does not legitimately write.
    public static func scan(_ text: String, language: Language) -> [InvisibleCharacter] {
        scan(text, allowing: InvisibleCharacterAllowances(language: language))
    }
}
