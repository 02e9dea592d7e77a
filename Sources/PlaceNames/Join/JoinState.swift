/// The places being joined and the look-up tables over them.
struct JoinState {
    let maximumKilometres: Double
    var places: [Place] = []
    var sources: [CatalogSource] = []
    var sourcesByPlace: [String: Set<Int>] = [:]
    var report = ImportReport()
    var summary: [String] = []
    private var positionByID: [String: Int] = [:]
    /// Place positions by country and match key.
    private var byKey: [String: [String: [Int]]] = [:]
    /// Pool places already brought in, by their position in the pool.
    private var broughtIn: [Int: Int] = [:]
    /// How many places the backbone gave (they come first).
    var backboneCount = 0

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

    mutating func join(_ input: CityJoiner.Input, pool: Catalog?, poolIndex: PoolIndex?) {
        let own = sourceIndices(of: input.catalog)
        var joined = 0, fromPool = 0, toEarlier = 0, alone = 0, refused = 0
        for place in input.catalog.places {
            let keys = Self.keys(of: place)
            var target = nearest(place, keys: keys, in: byKey) { self.places[$0].coordinate }?.position
            var broughtNow = false
            if target == nil, let pool, let poolIndex,
               let found = nearest(place, keys: keys, in: poolIndex.byKey, coordinate: { pool.places[$0].coordinate }) {
                if let already = broughtIn[found.position] {
                    target = already
                } else if positionByID[pool.places[found.position].id] == nil {
                    add(pool.places[found.position], sources: sourceIndices(of: pool))
                    broughtIn[found.position] = places.count - 1
                    target = places.count - 1
                    fromPool += 1
                    broughtNow = true
                }
            }
            guard let target else {
                let why = place.coordinate == nil || place.country == nil
                    ? "no country or position to join by" : "no city within \(Int(maximumKilometres)) km with a matching name"
                report.note("\(input.name): \(why); kept as its own place", at: place.id,
                            value: place.names[.english]?.preferred ?? place.names.first?.value.preferred ?? "")
                add(place, sources: own)
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
            absorb(place, into: target)
            sourcesByPlace[places[target].id, default: []].formUnion(own)
            report.note("\(input.name): joined", at: place.id, value: places[target].id)
            if broughtNow {
                // counted in fromPool
            } else if target < backboneCount {
                joined += 1
            } else {
                toEarlier += 1
            }
        }
        summary.append("\(input.name): \(input.catalog.places.count) places, \(joined) joined to the backbone, "
            + "\(fromPool) found in the pool and brought in, \(toEarlier) joined to an earlier input's place, "
            + "\(alone) matched no city, \(refused) not joined (code conflict); "
            + "\(alone + refused) kept as their own places")
    }

    /// A code system both places have with different values: joining would lose one of the codes.
    private func codeConflict(_ place: Place, _ target: Place) -> CodeSystem? {
        place.codes.keys.sorted { $0.rawValue < $1.rawValue }.first { system in
            target.codes[system].map { $0 != place.codes[system] } ?? false
        }
    }

    /// Adds the names, codes and aliases of `place` to the place at `position`, dropping nothing.
    private mutating func absorb(_ place: Place, into position: Int) {
        var target = places[position]
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
