import PlaceNames

/// The names of places other than the city a source names, so a join keeps a name only when it is the city's.
///
/// Time zones and weather stations are named after territories and islands (CLDR's `Europe/Malta` is "Malta", the
/// zone of Valletta), and a translation can be another city's name (libgweather's German "Arua" for Avarua, a city
/// in Uganda). Two rules, both reported with the name they drop:
/// - **A country's name**: a name that is, in its language, the name of the city's own country is dropped, unless
///   the city is a listed namesake capital (`NamesakeCapitals`: Singapore, Monaco, Kuwait City in Arabic...).
/// - **A region's name**: a name of a region or country the city lies in whose English name is not, word for
///   word, part of the city's (Tongatapu for Nuku'alofa; not Chiang Rai for Chiang Rai).
/// The last two rules trust GeoNames' own language-tagged names for a city (libgeonames, joined by id).
/// - **Another place's name**: a name GeoNames does not confirm for the city (not among its alternate names or
///   its language-tagged names, compared by `MatchKey`) that is a name of another place is dropped when that place
///   is in the city's country (a region, an island's district, the country itself) or when GeoNames gives the city
///   another name in that language. A namesake (a place that has one of the city's GeoNames names: the other
///   Springfields, the state of New York) does not count: the two share their names.
struct OtherPlaceNames: Sendable {
    /// Country code → language → match keys of the country's names in that language.
    private var countryNames: [String: [Language: Set<String>]] = [:]
    /// Country code → the country's place id.
    private var countryIDs: [String: String] = [:]
    /// Match key → the places that have it among their names or aliases.
    private var owners: [String: [Int32]] = [:]
    private var ownerIDs: [String] = []
    private var ownerCountries: [String?] = []
    /// The words of each of an owner's English forms and default name, for a country or region; nil for a city.
    private var areaWords: [[Set<String>]?] = []

    /// Indexes the countries, regions and cities the names are checked against.
    init(references: [Place], cities: [Place]) {
        for place in references where place.kind == .country {
            guard let country = place.country else { continue }
            countryIDs[country] = place.id
            for (language, name) in place.names {
                countryNames[country, default: [:]][language, default: []]
                    .formUnion(name.forms.map { MatchKey.of($0.value) })
            }
        }
        for place in references { addOwner(place, isArea: true) }
        for place in cities { addOwner(place, isArea: false) }
    }

    private mutating func addOwner(_ place: Place, isArea: Bool) {
        let index = Int32(ownerIDs.count)
        ownerIDs.append(place.id)
        ownerCountries.append(place.country)
        areaWords.append(isArea ? Self.words(of: place) : nil)
        var keys = JoinState.keys(of: place)
        if let defaultName = place.defaultName { keys.insert(MatchKey.of(defaultName)) }
        keys.remove("")
        for key in keys { owners[key, default: []].append(index) }
    }

    /// Why `name` (in `language`) is not a name of `city`, and the place whose name it is; nil when it may be.
    /// - Parameters:
    ///   - confirmed: match keys GeoNames gives the city (its alternate names, its language-tagged names); empty
    ///     for a city that is not a GeoNames one, which skips the second rule.
    ///   - hasGeoNamesName: whether GeoNames gives the city a name in `language`.
    ///   - trusted: the name is GeoNames' own for this city (libgeonames, by id): only the first rule applies.
    func refusal(of name: String, language: Language, city: Place, confirmed: Set<String>,
                 hasGeoNamesName: Bool, trusted: Bool) -> (reason: String, owner: String)? {
        let key = MatchKey.of(name)
        guard !key.isEmpty, let country = city.country else { return nil }
        if countryNames[country]?[language]?.contains(key) == true, !NamesakeCapitals.contains(city.id) {
            return ("the name of its country", countryIDs[country] ?? country)
        }
        guard let found = owners[key] else { return nil }
        let others = found.filter { ownerIDs[Int($0)] != city.id }
        guard !others.isEmpty else { return nil }
        // A region or country of the city's own country whose name is not the city's (Tongatapu, the island and
        // division Nuku'alofa is on; the Azores for Ponta Delgada): GeoNames lists such names among a city's
        // alternate names too, so they are refused even then. One whose English name is, word for word, part of
        // the city's main name or the other way round (Chiang Rai, Bangkok, Kuwait City, New York City) shares it.
        let cityWords = Set(JoinState.words(city.defaultName ?? city.aliases.first ?? ""))
        for owner in others where !trusted {
            guard let spellings = areaWords[Int(owner)], ownerCountries[Int(owner)] == country,
                  !cityWords.isEmpty else { continue }
            if spellings.contains(where: { $0.isSubset(of: cityWords) || cityWords.isSubset(of: $0) }) { continue }
            return ("the name of a region or country it lies in, not its own", ownerIDs[Int(owner)])
        }
        guard !trusted, !confirmed.isEmpty, !confirmed.contains(key) else { return nil }
        // A place that has one of the city's own GeoNames names shares its names (the other Springfields, the
        // state of New York, Kuwait): the name may be both places'.
        var namesakes = Set<Int32>()
        for key in confirmed { namesakes.formUnion(owners[key] ?? []) }
        for owner in others where areaWords[Int(owner)] == nil && !namesakes.contains(owner) {
            if ownerCountries[Int(owner)] == country || hasGeoNamesName {
                return ("the name of another place, which GeoNames does not give this city", ownerIDs[Int(owner)])
            }
        }
        return nil
    }

    /// Another city of `city`'s country that has `name` among its names or aliases and is not a namesake (one
    /// that also has `city`'s main name: GeoNames' double records of one town); nil when there is none.
    func otherCity(named name: String, city: Place) -> String? {
        let key = MatchKey.of(name)
        guard !key.isEmpty, let country = city.country, let found = owners[key] else { return nil }
        let namesakes = Set(city.defaultName.flatMap { owners[MatchKey.of($0)] } ?? [])
        for owner in found where ownerIDs[Int(owner)] != city.id && areaWords[Int(owner)] == nil
            && ownerCountries[Int(owner)] == country && !namesakes.contains(owner) {
            return ownerIDs[Int(owner)]
        }
        return nil
    }

    /// The words of each of an area's English forms and of its default name, as match keys.
    static func words(of place: Place) -> [Set<String>] {
        let spellings = (place.names[.english]?.forms.map(\.value) ?? []) + [place.defaultName].compactMap { $0 }
        return spellings.map { Set(JoinState.words($0)) }.filter { !$0.isEmpty }
    }

    /// Whether `name` is, in `language`, the name of the country `code`.
    func isCountryName(_ name: String, language: Language, country code: String) -> Bool {
        countryNames[code]?[language]?.contains(MatchKey.of(name)) == true
    }

    /// Whether `place` is named after its country: its English name is the country's or the start of it (CLDR's
    /// `America/Cayman` is "Cayman", `Indian/Comoro` "Comoro"), or its names are the country's in at least half
    /// of its languages.
    func isNamedAfterCountry(_ place: Place) -> Bool {
        guard let country = place.country, !place.names.isEmpty else { return false }
        if let english = place.names[.english]?.preferred ?? place.defaultName {
            let key = MatchKey.of(english)
            if key.count >= 4, countryNames[country]?[.english]?.contains(where: { $0.hasPrefix(key) }) == true {
                return true
            }
        }
        let same = place.names.filter { isCountryName($0.value.preferred, language: $0.key, country: country) }
        return same.count * 2 >= place.names.count
    }

    /// The place id of the country `code`, when the references have it.
    func countryID(_ code: String) -> String? { countryIDs[code] }
}
