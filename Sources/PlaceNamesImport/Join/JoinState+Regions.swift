import PlaceNames

/// Links every GeoNames city to the ISO 3166-2 region its first-level division is.
extension JoinState {
    /// Sets `region` on every place whose `geonames-admin1` code `divisions` maps; the summary counts the cities
    /// linked and, by country, the cities whose division matched no region.
    mutating func linkRegions(_ divisions: [String: String]) {
        var linked = 0, withDivision = 0
        var unmatched: [String: Int] = [:]
        for position in places.indices where !removed.contains(position) {
            guard let code = places[position].codes[.geonamesAdmin1] else { continue }
            withDivision += 1
            if let region = divisions[code] {
                places[position].region = region
                linked += 1
            } else {
                unmatched[String(code.prefix(2)), default: 0] += 1
                report.note("the city's division matched no region", at: places[position].id, value: code)
            }
        }
        let percent = withDivision == 0 ? 0 : (Double(linked) * 1000 / Double(withDivision)).rounded() / 10
        let countries = unmatched.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        summary.append("regions: \(linked) of \(withDivision) cities with a GeoNames division linked to its region "
            + "(\(percent) %); not linked, by country: \(countries.isEmpty ? "none" : countries)")
    }
}
