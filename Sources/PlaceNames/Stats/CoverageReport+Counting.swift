extension CoverageReport {
    /// Counts `places` in one pass; the grid holds the `gridLanguages` languages that name the most places and the
    /// `gridCountries` countries with the most places.
    public init(places: some Sequence<Place>, gridLanguages: Int = 20, gridCountries: Int = 30) {
        let languageCount = Language.allCases.count
        var perLanguage = [Int](repeating: 0, count: languageCount)
        var kinds: [String: KindRow] = [:]
        // Every language's count per country, since which languages make the grid is known only at the end.
        var countries: [String: (places: Int, named: Int, perLanguage: [Int])] = [:]
        var countryNames: [String: String] = [:]
        var total = 0, names = 0
        for place in places {
            total += 1
            names += place.names.count
            let named = place.names.isEmpty ? 0 : 1
            kinds[place.kind.rawValue, default: KindRow(kind: place.kind.rawValue, places: 0, named: 0, names: 0)]
                .add(places: 1, named: named, names: place.names.count)
            for language in place.names.keys { perLanguage[language.ordinal] += 1 }
            guard let code = place.country else { continue }
            if place.id.hasPrefix("iso3166-1:"), place.id == "iso3166-1:\(code)",
               let name = place.names[.english]?.preferred ?? place.defaultName {
                countryNames[code] = name
            }
            countries[code, default: (0, 0, [Int](repeating: 0, count: languageCount))].places += 1
            countries[code]!.named += named
            for language in place.names.keys { countries[code]!.perLanguage[language.ordinal] += 1 }
        }

        self.places = total
        self.names = names
        self.languages = Language.allCases.compactMap { language in
            perLanguage[language.ordinal] > 0 ? LanguageRow(language: language, named: perLanguage[language.ordinal])
                                              : nil
        }.sorted {
            $0.named != $1.named ? $0.named > $1.named
                : $0.language.rawValue.utf8.lexicographicallyPrecedes($1.language.rawValue.utf8)
        }
        self.kinds = kinds.values.sorted {
            $0.places != $1.places ? $0.places > $1.places : $0.kind.utf8.lexicographicallyPrecedes($1.kind.utf8)
        }
        let columns = languages.prefix(gridLanguages).map(\.language)
        self.gridLanguages = columns
        self.countries = countries.map { code, counts in
            CountryRow(code: code, name: countryNames[code], places: counts.places, named: counts.named,
                       perLanguage: columns.map { counts.perLanguage[$0.ordinal] })
        }.sorted {
            $0.places != $1.places ? $0.places > $1.places : $0.code.utf8.lexicographicallyPrecedes($1.code.utf8)
        }.prefix(gridCountries).map { $0 }
    }
}

extension CoverageReport.KindRow {
    fileprivate mutating func add(places: Int, named: Int, names: Int) {
        self.places += places
        self.named += named
        self.names += names
    }
}
