import PlaceNames

/// Collation sort keys for one language: byte strings that order like the language's ICU collation.
struct CollationKeys {
    let collator: Collator?

    init(language: Language) {
        collator = try? Collator.shared(localeID: language.icuLocaleID)
    }

    /// The sort key of `text` (its UTF-8 when the language has no collator).
    func key(_ text: String) -> [UInt8] {
        collator?.sortKey(text).bytes ?? Array(text.utf8)
    }
}
