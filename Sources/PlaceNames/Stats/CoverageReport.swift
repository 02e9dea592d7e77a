/// The figures of a coverage page, for the people who curate names: how many places each language names, how
/// many places of each kind any language names, and a grid of the countries with the most places against the
/// languages with the most names.
///
/// Orderings are deterministic, as in `CatalogStatistics`: languages by places named (most first), kinds and
/// countries by places (most first), ties in code point order of the raw value or code.
public struct CoverageReport: Sendable, Hashable {
    /// One language and how many places it names.
    public struct LanguageRow: Sendable, Hashable {
        /// The language.
        public var language: Language
        /// Places with a name in the language.
        public var named: Int
    }

    /// The places of one kind and how many of them any language names.
    public struct KindRow: Sendable, Hashable {
        /// The kind's raw value (`city`), as the catalogs write it.
        public var kind: String
        /// Places of this kind.
        public var places: Int
        /// Those with a name in at least one language; the others answer with their default name alone.
        public var named: Int
        /// (place, language) names of those places.
        public var names: Int
    }

    /// One country's places and how many of them each of the grid's languages names.
    public struct CountryRow: Sendable, Hashable {
        /// The ISO 3166-1 code the places carry (`TH`).
        public var code: String
        /// The country's English name, else its default name, from its own place (`iso3166-1:TH`); nil when the
        /// catalogs do not hold that place.
        public var name: String?
        /// Places in the country, the country's own place among them.
        public var places: Int
        /// Those with a name in at least one language.
        public var named: Int
        /// Places named in each of `CoverageReport.gridLanguages`, in that order.
        public var perLanguage: [Int]
    }

    /// Places counted.
    public var places: Int
    /// (place, language) names.
    public var names: Int
    /// Every language that names a place, most places first.
    public var languages: [LanguageRow]
    /// Every kind, most places first.
    public var kinds: [KindRow]
    /// The grid's columns: the languages that name the most places, in `languages` order.
    public var gridLanguages: [Language]
    /// The grid's rows: the countries with the most places.
    public var countries: [CountryRow]
}
