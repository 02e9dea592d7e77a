import PlaceNames

/// A name in one language, compared by Unicode scalars (both sides are NFC), for matching places that share names.
struct LanguageName: Hashable {
    let language: Language
    let name: String

    static func == (lhs: LanguageName, rhs: LanguageName) -> Bool {
        lhs.language == rhs.language && lhs.name.unicodeScalars.elementsEqual(rhs.name.unicodeScalars)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        for scalar in name.unicodeScalars { hasher.combine(scalar.value) }
    }
}
