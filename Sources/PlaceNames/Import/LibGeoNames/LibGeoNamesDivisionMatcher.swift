/// Matches GeoNames ids that are not cities (first-level divisions and countries) to ISO 3166-2 regions by
/// the names they share.
///
/// An id matches the place with which it shares the most (language, exact NFC name) pairs, at least one, when no
/// other place shares as many. Countries (kind `country`, as in `Catalogs/territories.json`) are candidates too:
/// an id whose best match is a country is that country, not a division, and is left out of the counts. Without
/// country places in the input, a country that shares its name with one of its regions (Mexico and the State
/// of México, Djibouti and its capital region) can match that region.
struct LibGeoNamesDivisionMatcher {
    /// How the matching went, for the summary.
    struct Outcome: Sendable, Equatable {
        /// Ids that are not cities and not countries: the divisions tried.
        var considered = 0
        /// Divisions matched to one region.
        var matched = 0
        /// Ids whose best match is a country.
        var countries = 0
    }

    private let candidates: [Place]
    private var index: [LanguageName: [Int]] = [:]

    /// Indexes the regions and countries among `places` by every form of every name.
    init(places: [Place]) {
        let usable = places.filter { place in
            (place.kind == .region && place.id.hasPrefix("iso3166-2:")) || place.kind == .country
        }
        candidates = usable.sorted { ImportSource.idOrder($0.id, $1.id) }
        for (position, place) in candidates.enumerated() {
            var pairs = Set<LanguageName>()
            for (language, name) in place.names {
                for form in name.forms { pairs.insert(LanguageName(language: language, name: form.value)) }
            }
            for pair in pairs { index[pair, default: []].append(position) }
        }
    }

    /// Whether there is anything to match against.
    var isEmpty: Bool { candidates.isEmpty }

    /// Matches every id, reporting each division as a note (`division matched` with the region, or
    /// `division not matched` with why); ids are taken in numeric order so the notes are deterministic.
    func match(_ names: [Int: Set<LanguageName>], report: inout ImportReport) -> Outcome {
        var outcome = Outcome()
        for id in names.keys.sorted() {
            var shared: [Int: Int] = [:]
            for pair in names[id] ?? [] {
                for position in index[pair] ?? [] { shared[position, default: 0] += 1 }
            }
            let best = shared.values.max() ?? 0
            let leaders = shared.filter { $0.value == best }.keys.sorted()
            let location = "geonames:\(id)"
            if best > 0, leaders.count == 1, candidates[leaders[0]].kind == .country {
                outcome.countries += 1
                report.note("a country, not a division", at: location, value: candidates[leaders[0]].id)
                continue
            }
            outcome.considered += 1
            if best == 0 {
                report.note("division not matched", at: location, value: "shares no name with a region")
            } else if leaders.count > 1 {
                let tied = leaders.map { candidates[$0].id }
                report.note("division not matched", at: location,
                            value: "shares \(best) names with each of \(tied.joined(separator: ", "))")
            } else {
                outcome.matched += 1
                report.note("division matched", at: location, value: candidates[leaders[0]].id)
            }
        }
        return outcome
    }
}
