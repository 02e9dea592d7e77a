/// The names of places other than the city a source names, so a join keeps a name only when it is the city's.
///
/// Time zones and weather stations are named after territories and islands (CLDR's `Europe/Malta` is "Malta", the
/// zone of Valletta), and a translation can be another city's name (libgweather's German "Arua" for Avarua, a city
/// in Uganda). Two rules, both reported with the name they drop:
/// - **A country's name**: a name that is, in its language, the name of the city's own country is dropped, unless
///   the city is a listed namesake capital (`NamesakeCapitals`: Singapore, Monaco, Kuwait City in Arabic...).
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
        for place in references { addOwner(place) }
        for place in cities { addOwner(place) }
    }

    private mutating func addOwner(_ place: Place) {
        let index = Int32(ownerIDs.count)
        ownerIDs.append(place.id)
        ownerCountries.append(place.country)
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
    func refusal(of name: String, language: Language, city: Place, confirmed: Set<String>,
                 hasGeoNamesName: Bool) -> (reason: String, owner: String)? {
        let key = MatchKey.of(name)
        guard !key.isEmpty, let country = city.country else { return nil }
        if countryNames[country]?[language]?.contains(key) == true, !NamesakeCapitals.contains(city.id) {
            return ("the name of its country", countryIDs[country] ?? country)
        }
        guard !confirmed.isEmpty, !confirmed.contains(key), let found = owners[key] else { return nil }
        let others = found.filter { ownerIDs[Int($0)] != city.id }
        guard !others.isEmpty else { return nil }
        // A place that has one of the city's own GeoNames names shares its names (the other Springfields, the
        // state of New York, Kuwait): the name may be both places'.
        var namesakes = Set<Int32>()
        for key in confirmed { namesakes.formUnion(owners[key] ?? []) }
        for owner in others where !namesakes.contains(owner) {
            if ownerCountries[Int(owner)] == country || hasGeoNamesName {
                return ("the name of another place, which GeoNames does not give this city", ownerIDs[Int(owner)])
            }
        }
        return nil
    }

    /// Whether `name` is, in `language`, the name of the country `code`.
    func isCountryName(_ name: String, language: Language, country code: String) -> Bool {
        countryNames[code]?[language]?.contains(MatchKey.of(name)) == true
    }

    /// The place id of the country `code`, when the references have it.
    func countryID(_ code: String) -> String? { countryIDs[code] }
}
