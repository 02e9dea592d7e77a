extension Place {
    /// The name to show a reader whose fallback chain is `chain`: the first language of the chain the place has
    /// a name in; else the place's default name, in an undetermined language (`und`); else, for a place without
    /// one, its first name (its language first in raw-value order); `nil` only for a place with no name at all.
    public func name(in chain: [Language]) -> ResolvedName? {
        for (index, language) in chain.enumerated() {
            if let name = names[language] {
                return ResolvedName(language: language, name: name, isFallback: index > 0)
            }
        }
        if let defaultName { return ResolvedName(language: nil, name: LocalizedName(defaultName), isFallback: true) }
        guard let first = names.min(by: { $0.key < $1.key }) else { return nil }
        return ResolvedName(language: first.key, name: first.value, isFallback: true)
    }
}
