import PlaceNames

/// Tells Traditional from Simplified Chinese by the characters a name uses, for sources whose `zh` column
/// mixes both (Natural Earth's `NAME_ZH`: of its 6,073 names, 2,222 use Traditional-only characters).
///
/// ICU's `Hant-Hans` transform changes a name that has Traditional-only characters, `Hans-Hant` one that has
/// Simplified-only characters. A name changed by exactly one of them is in that script; a name both leave
/// alone (`曼谷`) or both change (mixed) keeps the language its column says. It is a heuristic: a character
/// such as `台`, common in Traditional writing but changed by `Hans-Hant`, reads as Simplified.
enum ChineseScript {
    /// The Chinese language `name` is written in, or `stated` when its characters do not tell.
    static func language(of name: String, stated: Language) -> Language {
        switch told(name) {
        case .traditional: return stated == .chineseTraditionalHongKong ? stated : .chineseTraditional
        case .simplified: return .chineseSimplified
        case nil: return stated
        }
    }

    /// The script a Chinese name's characters show, or nil when ICU cannot tell: a name both transforms
    /// leave alone (`曼谷`), one both change (mixed), or no transform available.
    static func told(_ name: String) -> Written? {
        guard let toSimplified = try? Transliterator.shared(id: "Hant-Hans"),
              let toTraditional = try? Transliterator.shared(id: "Hans-Hant") else { return nil }
        let hasTraditional = !toSimplified.transliterate(name).unicodeScalars.elementsEqual(name.unicodeScalars)
        let hasSimplified = !toTraditional.transliterate(name).unicodeScalars.elementsEqual(name.unicodeScalars)
        switch (hasTraditional, hasSimplified) {
        case (true, false): return .traditional
        case (false, true): return .simplified
        default: return nil
        }
    }

    /// The two ways Chinese characters are written.
    enum Written {
        case simplified
        case traditional
    }

    /// Whether a name key's code names Chinese without saying its script (`zh`, `ZH`, `zh-CN`, `zho`).
    static func isUnscripted(code: Substring, language: Language) -> Bool {
        guard [.chineseSimplified, .chineseTraditional, .chineseTraditionalHongKong].contains(language) else {
            return false
        }
        let lowered = code.lowercased()
        return !lowered.contains("hans") && !lowered.contains("hant")
    }
}
