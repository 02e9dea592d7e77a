import PlaceNames

/// How prominent a place is when search results are otherwise equal: its population where the catalog gives one,
/// else a figure for its kind.
///
/// The figures follow the order the search issue asks for (country, city, region, district…) rather than
/// `Place.importance`'s, which puts a region above a city: a catalog that lists a city without its population
/// lists it because it is notable (CLDR's exemplar cities are capitals and metropolises), and a reader typing
/// `Bangk` means the city before the province of the same name.
enum SearchImportance {
    static func of(_ place: Place) -> Int {
        if let population = place.population, population > 0 { return population }
        return typical[place.kind] ?? 0
    }

    private static let typical: [PlaceKind: Int] = [
        "world": 8_000_000_000, .continent: 1_000_000_000, "supranational": 500_000_000,
        "macro-region": 200_000_000, .country: 10_000_000, .city: 2_000_000, .region: 1_000_000,
        .district: 50_000, .town: 10_000, .subdistrict: 5_000, .island: 1_000, .village: 500,
    ]
}
