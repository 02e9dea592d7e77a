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
enum SearchImportance {
    static func of(_ places: [Place]) -> [Int] {
        var cities = 0
        var citiesWithPopulation = 0
        for place in places where place.kind == .city {
            cities += 1
            if let population = place.population, population > 0 { citiesWithPopulation += 1 }
        }
        let citiesHavePopulations = 2 * citiesWithPopulation > cities
        return places.map { of($0, citiesHavePopulations: citiesHavePopulations) }
    }

    static func of(_ place: Place, citiesHavePopulations: Bool) -> Int {
        if let population = place.population, population > 0 { return population }
        if place.kind == .city && citiesHavePopulations { return typical[.village]! }
        return typical[place.kind] ?? 0
    }

    private static let typical: [PlaceKind: Int] = [
        "world": 8_000_000_000, .continent: 1_000_000_000, "supranational": 500_000_000,
        "macro-region": 200_000_000, .country: 10_000_000, .city: 2_000_000, .region: 1_000_000,
        .district: 50_000, .town: 10_000, .subdistrict: 5_000, .island: 1_000, .village: 500,
    ]
}
