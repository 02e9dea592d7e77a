import PlaceNames

/// The places being joined and the look-up tables over them.
struct JoinState {
    let maximumKilometres: Double
    /// How far a city may be when only the place's English name joins it (see `fartherByEnglishName`), and up
    /// to where that name alone is enough.
    var fartherKilometres = 150.0
    var nearKilometres = 50.0
    var places: [Place] = []
    var sources: [CatalogSource] = []
    var sourcesByPlace: [String: Set<Int>] = [:]
    var report = ImportReport()
    var summary: [String] = []
    var positionByID: [String: Int] = [:]
    /// Place positions by country and match key.
    private var byKey: [String: [String: [Int]]] = [:]
    /// Place positions by country.
    var byCountry: [String: [Int]] = [:]
    /// Pool places already brought in, by their position in the pool.
    var broughtIn: [Int: Int] = [:]
    /// How many places the backbone gave (they come first).
    var backboneCount = 0
    /// Other places' names, to refuse a name that is not the city's (nil: no references, nothing refused).
    var otherNames: OtherPlaceNames?
    /// Names GeoNames gives each of its cities in a language (the catalogs joined by id), by place id.
    var geonamesNames: [String: [Language: LocalizedName]] = [:]
    /// What each source named each city, for the agreement table.
    var agreement = SourceAgreement()
    /// Positions of places that joined a city after all (territories' zones), left out of the result.
    var removed = Set<Int>()

    init(maximumKilometres: Double) {
        self.maximumKilometres = maximumKilometres
    }

    mutating func addSources(of catalog: Catalog) {
        for source in catalog.metadata.sources where !sources.contains(source) { sources.append(source) }
    }

    func sourceIndices(of catalog: Catalog) -> Set<Int> {
        Set(catalog.metadata.sources.compactMap { sources.firstIndex(of: $0) })
    }

    /// The match keys of every name form and alias of a place.
    static func keys(of place: Place) -> Set<String> {
        var keys = Set<String>()
        for alias in place.aliases { keys.insert(MatchKey.of(alias)) }
        for name in place.names.values {
            for form in name.forms { keys.insert(MatchKey.of(form.value)) }
        }
        keys.remove("")
        return keys
    }

    mutating func add(_ place: Place, sources: Set<Int>) {
        let position = places.count
        places.append(place)
        positionByID[place.id] = position
        sourcesByPlace[place.id, default: []].formUnion(sources)
        if let country = place.country { byCountry[country, default: []].append(position) }
        index(position)
    }

    private mutating func index(_ position: Int) {
        let place = places[position]
        guard let country = place.country else { return }
        for key in Self.keys(of: place) {
            if byKey[country]?[key]?.contains(position) == true { continue }
            byKey[country, default: [:]][key, default: []].append(position)
        }
    }

    /// The nearest candidate within reach that shares a key with `place`, among `table`'s positions.
    private func nearest(_ place: Place, keys: Set<String>, in table: [String: [String: [Int]]],
                         coordinate: (Int) -> Coordinate?) -> (position: Int, kilometres: Double)? {
        guard let country = place.country, let here = place.coordinate, let byName = table[country] else { return nil }
        var best: (position: Int, kilometres: Double)?
        for key in keys.sorted() {
            for position in byName[key] ?? [] {
                guard let there = coordinate(position) else { continue }
                let distance = here.kilometres(to: there)
                guard distance <= maximumKilometres else { continue }
                if best == nil || distance < best!.kilometres
                    || (distance == best!.kilometres && position < best!.position) {
                    best = (position, distance)
                }
            }
        }
        return best
    }

    /// A city found for a place: one already joined (a position in `places`) or one of the pool's.
    private enum Candidate: Hashable {
        case place(Int)
        case pool(Int)
    }

    /// Where `candidate` is in `places`, bringing a pool city in when it is not there yet; nil when the pool city
    /// is already there under its id without having been brought in (it cannot be, ids are unique).
    private mutating func position(of candidate: Candidate, pool: Catalog?) -> (position: Int, broughtNow: Bool)? {
        switch candidate {
        case .place(let position): return (position, false)
        case .pool(let index):
            guard let pool else { return nil }
            if let already = broughtIn[index] { return (already, false) }
            if let existing = positionByID[pool.places[index].id] { return (existing, false) }
            add(pool.places[index], sources: sourceIndices(of: pool))
            broughtIn[index] = places.count - 1
            return (places.count - 1, true)
        }
    }

    mutating func join(_ input: CityJoiner.Input, pool: Catalog?, poolIndex: PoolIndex?) {
        let own = sourceIndices(of: input.catalog)
        var joined = 0, fromPool = 0, toEarlier = 0, alone = 0, refused = 0, farther = 0, inside = 0
        for place in input.catalog.places {
            let keys = Self.keys(of: place)
            var candidate = nearest(place, keys: keys, in: byKey) { self.places[$0].coordinate }
                .map { Candidate.place($0.position) }
            if candidate == nil, let pool, let poolIndex,
               let found = nearest(place, keys: keys, in: poolIndex.byKey, coordinate: { pool.places[$0].coordinate }) {
                candidate = .pool(found.position)
            }
            var how = "joined"
            if candidate == nil, let found = fartherByEnglishName(place, pool: pool, poolIndex: poolIndex) {
                candidate = found.candidate
                how = "joined by its English name at \(Int(found.kilometres.rounded())) km"
                farther += 1
            }
            if candidate == nil, let found = nameInsideTheOther(place, pool: pool, poolIndex: poolIndex) {
                candidate = found.candidate
                how = "joined, its English name one side of \(found.name), at \(Int(found.kilometres.rounded())) km"
                inside += 1
            }
            let resolved = candidate.flatMap { position(of: $0, pool: pool) }
            let target = resolved?.position
            let broughtNow = resolved?.broughtNow ?? false
            if broughtNow { fromPool += 1 }
            guard let target else {
                let why = place.coordinate == nil || place.country == nil
                    ? "no country or position to join by" : "no city within \(Int(maximumKilometres)) km with a matching name"
                report.note("\(input.name): \(why); kept as its own place", at: place.id,
                            value: place.names[.english]?.preferred ?? place.names.first?.value.preferred ?? "")
                add(place, sources: own)
                agreement.record(place, source: input.name, as: place.id)
                alone += 1
                continue
            }
            if let conflict = codeConflict(place, places[target]) {
                report.note("\(input.name): the nearest matching city already has another \(conflict.rawValue) code; kept as its own place",
                            at: place.id, value: "\(places[target].id) \(places[target].codes[conflict] ?? "")")
                add(place, sources: own)
                refused += 1
                continue
            }
            absorb(place, into: target, source: input.name)
            sourcesByPlace[places[target].id, default: []].formUnion(own)
            report.note("\(input.name): \(how)", at: place.id, value: places[target].id)
            if broughtNow {
                // counted in fromPool
            } else if target < backboneCount {
                joined += 1
            } else {
                toEarlier += 1
            }
        }
        summary.append("\(input.name): \(input.catalog.places.count) places, \(joined) joined to the backbone, "
            + "\(fromPool) found in the pool and brought in, \(toEarlier) joined to an earlier input's place "
            + "(of all these, \(farther) by their English name farther than \(Int(maximumKilometres)) km, "
            + "\(inside) by their English name as one side of a double name), "
            + "\(alone) matched no city, \(refused) not joined (code conflict); "
            + "\(alone + refused) kept as their own places")
    }

    /// The second chance of a place that shares no name with a city within `maximumKilometres`: a weather station
    /// or a zone's point can lie farther from the town than that (libgweather's Vantaa is Helsinki airport, 32 km
    /// from GeoNames' Vantaa; zone.tab puts Asia/Aqtau 120 km from Aktau). The place's English name must then be
    /// a name or alias of exactly one city of its country within `fartherKilometres` (already joined or in the
    /// pool); with two such cities (homonyms) it joins nothing. Beyond `nearKilometres` only a time zone's
    /// exemplar city joins (zone.tab gives a zone's point, not always its city's; a weather station stands where
    /// its town is), and only a city of 15,000 people or more whose own main name (GeoNames' `name`) is one of
    /// the place's names (`Aktau`, CLDR's Polish name of `Asia/Aqtau`), so a town does not join a namesake
    /// (CLDR's Thule is the air base, not Qaanaaq 101 km away, whose old name was Thule).
    private func fartherByEnglishName(_ place: Place, pool: Catalog?, poolIndex: PoolIndex?)
        -> (candidate: Candidate, kilometres: Double)? {
        guard let country = place.country, let here = place.coordinate,
              let english = place.names[.english]?.preferred else { return nil }
        let key = MatchKey.of(english)
        guard !key.isEmpty else { return nil }
        var found: [String: (candidate: Candidate, place: Place, kilometres: Double)] = [:]
        for position in byKey[country]?[key] ?? [] {
            guard let there = places[position].coordinate else { continue }
            let distance = here.kilometres(to: there)
            if distance <= fartherKilometres { found[places[position].id] = (.place(position), places[position], distance) }
        }
        if let pool, let poolIndex {
            for index in poolIndex.byKey[country]?[key] ?? [] where found[pool.places[index].id] == nil {
                guard let there = pool.places[index].coordinate else { continue }
                let distance = here.kilometres(to: there)
                if distance <= fartherKilometres { found[pool.places[index].id] = (.pool(index), pool.places[index], distance) }
            }
        }
        guard found.count == 1, let only = found.first?.value else { return nil }
        if only.kilometres > nearKilometres {
            guard place.codes[.timeZone] != nil, (only.place.population ?? 0) >= 15_000,
                  let main = only.place.aliases.first ?? only.place.names[.english]?.preferred,
                  Self.keys(of: place).contains(MatchKey.of(main)) else { return nil }
        }
        return (only.candidate, only.kilometres)
    }

    /// The third chance: within `maximumKilometres`, the place's English name is one side of exactly one city's
    /// hyphenated double name: libgweather's and CLDR's "Goose Bay" is GeoNames' "Happy Valley-Goose Bay", 7 km
    /// away; "Kailua" is "Kailua-Kona". Not the other way round (libgweather's Sainte-Anne-de-la-Pocatière is a
    /// parish beside the town of La Pocatière, and would give the town its name), and a name that is merely
    /// inside another ("Costa Rica" in "San Jose de Costa Rica") joins nothing.
    private func nameInsideTheOther(_ place: Place, pool: Catalog?, poolIndex: PoolIndex?)
        -> (candidate: Candidate, name: String, kilometres: Double)? {
        guard let country = place.country, let here = place.coordinate,
              let english = place.names[.english]?.preferred else { return nil }
        var found: [String: (candidate: Candidate, name: String, kilometres: Double)] = [:]
        func consider(_ other: Place, _ candidate: Candidate) {
            guard found[other.id] == nil, let there = other.coordinate else { return }
            let distance = here.kilometres(to: there)
            guard distance <= maximumKilometres else { return }
            let spellings = other.aliases + other.names.sorted { $0.key < $1.key }.flatMap { $0.value.forms.map(\.value) }
            for spelling in spellings where Self.isSideOfDoubleName(english, spelling) {
                found[other.id] = (candidate, spelling, distance)
                return
            }
        }
        for position in byCountry[country] ?? [] { consider(places[position], .place(position)) }
        if let pool, let poolIndex {
            for index in poolIndex.byCountry[country] ?? [] { consider(pool.places[index], .pool(index)) }
        }
        return found.count == 1 ? found.first!.value : nil
    }

    /// Whether `short` (two words or more, or one of four letters or more) is what comes before or after a hyphen
    /// of `long`, word for word.
    static func isSideOfDoubleName(_ short: String, _ long: String) -> Bool {
        let wanted = words(short)
        guard wanted.count >= 2 || (wanted.count == 1 && wanted[0].count >= 4) else { return false }
        let parts = long.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return (1..<parts.count).contains { cut in
            words(parts[..<cut].joined(separator: "-")) == wanted || words(parts[cut...].joined(separator: "-")) == wanted
        }
    }

    /// The words of a name as match keys: `Happy Valley-Goose Bay` → happy, valley, goose, bay.
    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber }.map { MatchKey.of(String($0)) }.filter { !$0.isEmpty }
    }

    /// A code system both places have with different values: joining would lose one of the codes.
    func codeConflict(_ place: Place, _ target: Place) -> CodeSystem? {
        place.codes.keys.sorted { $0.rawValue < $1.rawValue }.first { system in
            target.codes[system].map { $0 != place.codes[system] } ?? false
        }
    }

    /// Adds the names, codes and aliases of `place` (from the input `source`) to the place at `position`; a name
    /// that is another place's (`OtherPlaceNames`) is left out and reported, nothing else is dropped.
    mutating func absorb(_ place: Place, into position: Int, source: String, trusted: Bool = false) {
        var target = places[position]
        let place = checked(place, joining: target, source: source, trusted: trusted)
        agreement.record(place, source: source, as: target.id)
        for (language, name) in place.names.sorted(by: { $0.key < $1.key }) {
            guard var existing = target.names[language] else {
                target.names[language] = name
                continue
            }
            for form in name.forms { _ = existing.add(form.value, as: form.kind) }
            target.names[language] = existing
        }
        for (system, value) in place.codes where target.codes[system] == nil { target.codes[system] = value }
        var seen = Set(target.aliases.map { Array($0.unicodeScalars) })
        for alias in place.aliases where seen.insert(Array(alias.unicodeScalars)).inserted {
            target.aliases.append(alias)
        }
        places[position] = target
        index(position)
    }
}
