import PlaceNames

/// What ranking asks of each place to keep a region below the city it is named after
/// (`SearchIndex.placeNamesakesAfterTheirCities`), worked out once per index: reading them from `Place` per hit
/// copied the whole place, and its strings, for every hit of every search.
struct NamesakeFacts: Sendable {
    /// A region or district without a population.
    private let subdivision: [Bool]
    /// A city with a population.
    private let city: [Bool]
    /// The place's country as a number (equal numbers, equal countries); -1 for a place without a country.
    private let country: [Int32]

    init(places: [Place]) {
        var numbers: [String: Int32] = [:]
        var subdivision: [Bool] = []
        var city: [Bool] = []
        var country: [Int32] = []
        subdivision.reserveCapacity(places.count)
        city.reserveCapacity(places.count)
        country.reserveCapacity(places.count)
        for place in places {
            let population = place.population ?? 0
            subdivision.append((place.kind == .region || place.kind == .district) && population <= 0)
            city.append(place.kind == .city && population > 0)
            if let code = place.country {
                if let number = numbers[code] {
                    country.append(number)
                } else {
                    let number = Int32(numbers.count)
                    numbers[code] = number
                    country.append(number)
                }
            } else {
                country.append(-1)
            }
        }
        self.subdivision = subdivision
        self.city = city
        self.country = country
    }

    func isSubdivision(_ place: Int) -> Bool { subdivision[place] }
    func isCity(_ place: Int) -> Bool { city[place] }
    /// The country's number; nil for a place without a country.
    func country(_ place: Int) -> Int32? { country[place] < 0 ? nil : country[place] }
}
