import PlaceNames

/// How prominent a place is when search results are otherwise equal: its population where the catalog gives one,
/// else a figure for its kind.
///
/// The figures follow the order the search issue asks for (country, city, region, district…) rather than
/// `Place.importance`'s, which puts a region above a city: a catalog that lists a city without its population
/// lists it because it is notable (CLDR's exemplar cities are capitals and metropolises), and a reader typing
/// `Bangk` means the city before the province of the same name.
///
/// That holds only where cities come without populations. Where most of a catalog's cities have one (the shipped
/// catalogs, built on GeoNames' cities of 500 people or more), a city without one is a place the population
/// source does not list: an airfield or a village (libgweather's Eagle, Alaska; CLDR's research stations). It
/// then counts as a village, not as a metropolis ahead of every city under two million.
///
/// Likewise a region or district without a population counts for at most its share of its country's listed city
/// population (the sum over the country's cities, divided among its subdivisions of that kind): ISO 3166-2 calls
/// Slovenia's 212 municipalities and Malta's 68 local councils regions, and a flat million put Mengeš (7,000
/// people) before Graz. The kind's figure stays the ceiling, so a region is never raised above what it had.
enum SearchImportance {
    static func of(_ places: [Place]) -> [Int] {
        var cities = 0
        var citiesWithPopulation = 0
        var cityPopulation: [String: Int] = [:]
        var subdivisions: [SubdivisionKey: Int] = [:]
        for place in places {
            if place.kind == .city {
                cities += 1
                if let population = place.population, population > 0 {
                    citiesWithPopulation += 1
                    if let country = place.country { cityPopulation[country, default: 0] += population }
                }
            } else if let key = SubdivisionKey(place) {
                subdivisions[key, default: 0] += 1
            }
        }
        let citiesHavePopulations = 2 * citiesWithPopulation > cities
        return places.map { place in
            let figure = of(place, citiesHavePopulations: citiesHavePopulations)
            guard let key = SubdivisionKey(place), let population = cityPopulation[key.country],
                  let count = subdivisions[key] else { return figure }
            return min(figure, max(1, population / count))
        }
    }

    static func of(_ place: Place, citiesHavePopulations: Bool) -> Int {
        if let population = place.population, population > 0 { return population }
        if place.kind == .city && citiesHavePopulations { return typical[.village]! }
        return typical[place.kind] ?? 0
    }

    /// A country's regions, or its districts: a region or district without a population, in a country.
    private struct SubdivisionKey: Hashable {
        let country: String
        let kind: PlaceKind

        init?(_ place: Place) {
            guard place.kind == .region || place.kind == .district, (place.population ?? 0) <= 0,
                  let country = place.country else { return nil }
            self.country = country
            kind = place.kind
        }
    }

    private static let typical: [PlaceKind: Int] = [
        "world": 8_000_000_000, .continent: 1_000_000_000, "supranational": 500_000_000,
        "macro-region": 200_000_000, .country: 10_000_000, .city: 2_000_000, .region: 1_000_000,
        .district: 50_000, .town: 10_000, .subdistrict: 5_000, .island: 1_000, .village: 500,
    ]
}
