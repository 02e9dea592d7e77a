import PlaceNames

/// A place's preferred names sorted by one language's ICU collation (then by language), so a reader sees them in
/// the order their own language sorts words, Thai by consonant rather than by leading vowel.
package struct CollatedNames {
    package let entries: [(language: Language, name: String)]

    package init(_ place: Place, collation language: Language) {
        let keys = CollationKeys(language: language)
        entries = place.names
            .map { (language: $0.key, name: $0.value.preferred, key: keys.key($0.value.preferred)) }
            .sorted { a, b in
                if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
                return a.language.rawValue < b.language.rawValue
            }
            .map { ($0.language, $0.name) }
    }
}
