/// How many places and names a set of catalogs holds, per kind and per language, and how complete each
/// language is.
///
/// Orderings are deterministic: kinds by places (most first), languages by names (most first), ties in code
/// point order. Places are counted as given: read them with `CatalogSet` under `DuplicatePolicy.merge`, as
/// `names stats` does, so that a place in two files is counted once.
public struct CatalogStatistics: Sendable, Hashable, Codable {
    /// Places and (place, language) names of one kind.
    public struct KindCount: Sendable, Hashable, Codable {
        /// The kind's raw value (`region`).
        public var kind: String
        /// Places of this kind.
        public var places: Int
        /// (place, language) names of those places.
        public var names: Int
    }

    /// One language's names and how many places have one.
    public struct LanguageCount: Sendable, Hashable, Codable {
        /// The language's raw value (`thai`).
        public var language: String
        /// The language's BCP 47 tag (`th`).
        public var bcp47: String
        /// Places with a name in this language.
        public var names: Int
        /// Every form of those names: preferred and alternates.
        public var forms: Int
        /// `names` as a percentage of all places, rounded to two decimals.
        public var coverage: Double
        /// Places without a name in this language.
        public var missing: Int
    }

    /// Files the catalogs came from.
    public var files: Int
    /// Places counted.
    public var places: Int
    /// (place, language) pairs.
    public var names: Int
    /// Every form of every name.
    public var forms: Int
    /// Per kind, most places first.
    public var kinds: [KindCount]
    /// Per language, most names first.
    public var languages: [LanguageCount]
    /// Incomplete languages with the fewest places missing, at most five.
    public var closestToComplete: [LanguageCount]
    /// Places with a population above 0; nil (and left out of JSON) when none has one.
    public var withPopulation: Int?
    /// Places with names in 40 languages or more; nil when none has.
    public var withFortyLanguages: Int?
    /// Places with names in 10 languages or more; nil when none has.
    public var withTenLanguages: Int?
    /// Places with a name in no language, answered with their default name (`und`); nil when there are none.
    public var withDefaultNameOnly: Int?
    /// Places with neither a name nor a default name, which an answer cannot name; nil when there are none.
    public var withoutAName: Int?
    /// Language-less spellings (`aliases`) of all places; nil when there are none.
    public var aliases: Int?

    /// Counts the places of `catalogs`; `files` is how many files they came from.
    public init(catalogs: [Catalog], files: Int) {
        var kinds: [String: KindCount] = [:]
        // Counted by ordinal: a dictionary keyed by language would look each name's language up twice.
        var languageNames = [Int](repeating: 0, count: Language.allCases.count)
        var languageForms = languageNames
        var places = 0, names = 0, forms = 0, populated = 0, forty = 0, ten = 0, aliases = 0
        var defaultOnly = 0, nameless = 0
        for catalog in catalogs {
            let list = catalog.places
            // By index, not `for place in`, which copies (retains and releases) every field of every place.
            for index in list.indices {
                let placeNames = list[index].names
                places += 1
                if (list[index].population ?? 0) > 0 { populated += 1 }
                if placeNames.count >= 40 { forty += 1 }
                if placeNames.count >= 10 { ten += 1 }
                if placeNames.isEmpty {
                    if list[index].defaultName != nil { defaultOnly += 1 } else { nameless += 1 }
                }
                aliases += list[index].aliases.count
                names += placeNames.count
                let kind = list[index].kind.rawValue
                kinds[kind, default: KindCount(kind: kind, places: 0, names: 0)].places += 1
                kinds[kind]!.names += placeNames.count
                for (language, name) in placeNames {
                    let count = name.formCount
                    forms += count
                    languageNames[language.ordinal] += 1
                    languageForms[language.ordinal] += count
                }
            }
        }
        self.files = files
        self.places = places
        self.names = names
        self.forms = forms
        self.kinds = kinds.values.sorted {
            $0.places != $1.places ? $0.places > $1.places : $0.kind.utf8.lexicographicallyPrecedes($1.kind.utf8)
        }
        self.languages = Language.allCases.filter { languageNames[$0.ordinal] > 0 }.map { language in
            let count = languageNames[language.ordinal]
            return LanguageCount(language: language.rawValue, bcp47: language.bcp47, names: count,
                                 forms: languageForms[language.ordinal],
                                 coverage: places == 0 ? 0 : (Double(count) * 10_000 / Double(places)).rounded() / 100,
                                 missing: places - count)
        }.sorted {
            $0.names != $1.names ? $0.names > $1.names : $0.language.utf8.lexicographicallyPrecedes($1.language.utf8)
        }
        self.withPopulation = populated > 0 ? populated : nil
        self.withFortyLanguages = forty > 0 ? forty : nil
        self.withTenLanguages = ten > 0 ? ten : nil
        self.withDefaultNameOnly = defaultOnly > 0 ? defaultOnly : nil
        self.withoutAName = nameless > 0 ? nameless : nil
        self.aliases = aliases > 0 ? aliases : nil
        self.closestToComplete = Array(self.languages.filter { $0.missing > 0 }.prefix(5))
    }
}
