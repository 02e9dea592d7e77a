import PlaceNames

/// What ranking asks of each place to keep a region below the city it is named after
/// (`SearchIndex.placeNamesakesAfterTheirCities`), worked out once per index: reading them from `Place` per hit
/// copied the whole place, and its strings, for every hit of every search.
struct NamesakeFacts: Sendable {
    /// Bit 0: a region or district without a population; bit 1: a city with a population.
    private let flags: Column<UInt8>
    /// The place's country as a number (equal numbers, equal countries); -1 for a place without a country.
    private let country: Column<Int32>

    init(snapshot: Snapshot) {
        flags = snapshot.column(.namesakeFlags)
        country = snapshot.column(.namesakeCountries)
    }

    static func write(places: [Place], to snapshot: inout SnapshotBuilder) {
        var numbers: [String: Int32] = [:]
        var flags: [UInt8] = []
        var country: [Int32] = []
        flags.reserveCapacity(places.count)
        country.reserveCapacity(places.count)
        for place in places {
            let population = place.population ?? 0
            let subdivision = (place.kind == .region || place.kind == .district) && population <= 0
            let city = place.kind == .city && population > 0
            flags.append((subdivision ? 1 : 0) | (city ? 2 : 0))
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
        snapshot.add(.namesakeFlags, flags)
        snapshot.add(.namesakeCountries, country)
    }

    func isSubdivision(_ place: Int) -> Bool { (flags.at(place) ?? 0) & 1 != 0 }
    func isCity(_ place: Int) -> Bool { (flags.at(place) ?? 0) & 2 != 0 }
    /// The country's number; nil for a place without a country.
    func country(_ place: Int) -> Int32? {
        guard let number = country.at(place), number >= 0 else { return nil }
        return number
    }
}
