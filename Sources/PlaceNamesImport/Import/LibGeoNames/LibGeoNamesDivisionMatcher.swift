import PlaceNames

/// Matches GeoNames' first-level divisions (libgeonames keys them by admin1 code, `TH.03`) to ISO 3166-2 regions
/// of the same country by the names they share.
///
/// A division matches the region of its country with which it shares the most (language, exact NFC name)
/// pairs, at least one, when no other region shares as many; failing that, the region with which it shares the
/// most spellings in any language compared by `MatchKey` (case, accents and punctuation aside: `Chon Buri` and
/// `Chonburi`, a division named in one language and its region in another), again when no other ties. libgeonames keys countries by their ISO 3166-1
/// code, so no country can be taken for a division, and keeping to the division's country keeps a `Central`
/// of Ghana from matching a `Central` of Botswana.
struct LibGeoNamesDivisionMatcher {
    /// How the matching went, for the summary.
    struct Outcome: Sendable, Equatable {
        /// Divisions tried.
        var considered = 0
        /// Divisions matched to one region.
        var matched = 0
        /// Admin1 code (`TH.03`) → the region's id, for every division matched.
        var regions: [String: String] = [:]
    }

    private let regions: [Place]
    /// Region positions by country and shared pair.
    private var index: [String: [LanguageName: [Int]]] = [:]
    /// Region positions by country and the match key of any of their spellings.
    private var byKey: [String: [String: [Int]]] = [:]

    /// Indexes the ISO 3166-2 regions among `places` (kind region, with a country) by every form of every name.
    init(places: [Place]) {
        regions = places.filter { $0.kind == .region && $0.id.hasPrefix("iso3166-2:") && $0.country != nil }
            .sorted { ImportSource.idOrder($0.id, $1.id) }
        for (position, place) in regions.enumerated() {
            var pairs = Set<LanguageName>()
            for (language, name) in place.names {
                for form in name.forms { pairs.insert(LanguageName(language: language, name: form.value)) }
            }
            for pair in pairs { index[place.country ?? "", default: [:]][pair, default: []].append(position) }
            var keys = Set(pairs.map { MatchKey.of($0.name) })
            if let defaultName = place.defaultName { keys.insert(MatchKey.of(defaultName)) }
            keys.remove("")
            for key in keys { byKey[place.country ?? "", default: [:]][key, default: []].append(position) }
        }
    }

    /// Matches every division, reporting each as a note at `geonames-admin1:<code>` (`division matched` with the
    /// region, or `division not matched` with why), in code order so the notes are deterministic.
    func match(_ divisions: [String: Set<LanguageName>], report: inout ImportReport) -> Outcome {
        var outcome = Outcome()
        for code in divisions.keys.sorted(by: ImportSource.idOrder) {
            outcome.considered += 1
            let country = String(code.prefix(2))
            var shared: [Int: Int] = [:]
            for pair in divisions[code] ?? [] {
                for position in index[country]?[pair] ?? [] { shared[position, default: 0] += 1 }
            }
            var (best, leaders) = Self.leaders(shared)
            if leaders.count != 1 {
                var byKeyShared: [Int: Int] = [:]
                let keys = Set((divisions[code] ?? []).map { MatchKey.of($0.name) }).subtracting([""])
                for key in keys {
                    for position in byKey[country]?[key] ?? [] { byKeyShared[position, default: 0] += 1 }
                }
                let loose = Self.leaders(byKeyShared)
                if loose.leaders.count == 1 || best == 0 { (best, leaders) = loose }
            }
            let location = "geonames-admin1:\(code)"
            if best == 0 {
                report.note("division not matched", at: location, value: "shares no name with a region of \(country)")
            } else if leaders.count > 1 {
                let tied = leaders.map { regions[$0].id }.joined(separator: ", ")
                report.note("division not matched", at: location, value: "shares \(best) names with each of \(tied)")
            } else {
                outcome.matched += 1
                outcome.regions[code] = regions[leaders[0]].id
                report.note("division matched", at: location, value: regions[leaders[0]].id)
            }
        }
        return outcome
    }

    /// The highest count and the positions that have it, in order.
    private static func leaders(_ shared: [Int: Int]) -> (best: Int, leaders: [Int]) {
        let best = shared.values.max() ?? 0
        return (best, shared.filter { $0.value == best }.keys.sorted())
    }
}
