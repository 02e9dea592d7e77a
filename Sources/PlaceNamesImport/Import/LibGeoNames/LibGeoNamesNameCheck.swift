import PlaceNames

/// The checks a libgeonames translation must pass to be a place's name in a language, each failure a
/// reason the report counts.
enum LibGeoNamesNameCheck {
    static let notAnID = "not a GeoNames id"
    static let country = "a country's name (msgid is an ISO 3166-1 code), not a city's"
    static let division = "a first-level division's name (msgid is a GeoNames admin1 code), not a city's"
    static let empty = "empty name"
    static let noLetters = "name has no letters (only digits, punctuation or symbols)"
    static let bidiMark = "contains a bidi mark (U+200E, U+200F or U+061C), which names validate refuses"
    static let qualified = "label with a qualifier after a comma (a name with its region or country)"
    static let bracketed = "label with a qualifier in brackets (a name with its region or state)"
    static let invisible = "contains an invisible character its language does not write"
    static let oddCase = "all lower case or all upper case in a language that writes capitals (centurion, BABOR - VILLE)"
    static let untoldChinese = "Chinese name whose script cannot be told"
    static let wrongScript = "name in a script its language does not use"
    static let englishFallback = "English equals GeoNames' main name (the en file falls back to it)"
    static let repeated = "the place already has a name in this language (from another locale)"

    /// Commas that set a qualifier after a name: Latin, Arabic, full-width and the ideographic enumeration comma.
    static let commas: Set<Unicode.Scalar> = [",", "\u{060C}", "\u{FF0C}", "\u{3001}"]
    /// Brackets that set a qualifier ("Orange (State of New South Wales)"): ASCII and full-width.
    static let brackets: Set<Unicode.Scalar> = ["(", "\u{FF08}"]

    /// The name with each run of spaces inside it made one space ("Point  Fortin").
    static func singleSpaced(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        var previousWasSpace = false
        for scalar in name.unicodeScalars {
            let isSpace = scalar == " "
            if !(isSpace && previousWasSpace) { scalars.append(scalar) }
            previousWasSpace = isSpace
        }
        return String(scalars)
    }

    /// Whether a name in a language of a cased script is all lower case (two letters or more) or all upper case (four or more),
    /// as `names validate`'s suspicious-case check reads it.
    static func hasOddCase(_ name: String, language: Language) -> Bool {
        // The scripts `LanguageProfile.isCased` names: Georgian and Cherokee letters are all of one case.
        guard !Scripts.expand(language.scripts).isDisjoint(with: ["Latn", "Cyrl", "Grek", "Armn"]) else { return false }
        var upper = 0, lower = 0
        for scalar in name.unicodeScalars {
            if scalar.properties.isUppercase { upper += 1 } else if scalar.properties.isLowercase { lower += 1 }
        }
        return (upper >= 4 && lower == 0) || (lower >= 2 && upper == 0)
    }

    /// Whether the name holds an invisible character `language` does not write (a zero-width space in a
    /// Tibetan name, a soft hyphen in an Armenian one), which `names validate` reports.
    static func hasStrayInvisible(_ name: String, language: Language) -> Bool {
        !InvisibleCharacters.scan(name, language: language).isEmpty
    }

    /// Why a cleaned name cannot be one (no letters, a qualifier after a comma, a bidi mark), or nil.
    static func shapeProblem(_ name: String) -> String? {
        if !name.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { return noLetters }
        if name.unicodeScalars.contains(where: { commas.contains($0) }) { return qualified }
        if name.unicodeScalars.contains(where: { brackets.contains($0) }) { return bracketed }
        // cleanName lets these through (other sources' names may carry them in context); validate calls them errors.
        if name.unicodeScalars.contains(where: { [0x200E, 0x200F, 0x061C].contains($0.value) }) { return bidiMark }
        return nil
    }

    /// The language of a name from `languages`, or nil when a Chinese name's characters do not tell its script.
    static func language(of name: String, in languages: LibGeoNamesFile.Languages) -> Language? {
        switch languages {
        case .one(let language): return language
        case .byScript(let simplified, let traditional):
            switch ChineseScript.told(name) {
            case .simplified: return simplified
            case .traditional: return traditional
            case nil: return nil
            }
        }
    }

    /// Whether the name is written only in the language's scripts (Common and Inherited characters fit any), the
    /// check `names validate` makes; a language whose scripts are unknown takes any name.
    static func fitsScripts(_ name: String, of language: Language) -> Bool {
        language.scripts.isEmpty || Scripts.fits(name, scripts: language.scripts)
    }

    /// The scripts a misfit name is written in, for the skip's value (`Latn`).
    static func scripts(of name: String) -> String {
        Scripts.of(name).codes.joined(separator: "+")
    }
}
