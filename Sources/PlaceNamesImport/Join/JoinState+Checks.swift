import PlaceNames

/// The join's checks of names across sources: names that are another place's, GeoNames' names by id, the
/// preferred name GeoNames confirms, and time-zone places that are territories rather than cities.
extension JoinState {
    /// The match keys GeoNames gives the GeoNames city `place`: its alternate names, main name and language-tagged
    /// names. Empty for a place that is not a GeoNames city.
    func confirmedKeys(of place: Place) -> Set<String> {
        guard place.codes[.geonames] != nil else { return [] }
        var keys = Set(place.aliases.map(MatchKey.of))
        if let defaultName = place.defaultName { keys.insert(MatchKey.of(defaultName)) }
        for name in (geonamesNames[place.id] ?? [:]).values {
            for form in name.forms { keys.insert(MatchKey.of(form.value)) }
        }
        keys.remove("")
        return keys
    }

    /// `place` without the names that are not `target`'s (each reported), for joining it to `target`.
    mutating func checked(_ place: Place, joining target: Place, source: String, trusted: Bool = false) -> Place {
        guard let otherNames else { return place }
        let confirmed = confirmedKeys(of: target)
        // The other names of a place are translations of its English one: a zone or station named after a
        // territory, island or region (`Europe/Malta`, `America/Puerto_Rico`, `Pacific/Tongatapu`) gives the city
        // that place's name in every language, however each is spelt, so none is the city's.
        if !trusted, let english = place.names[.english]?.preferred ?? place.defaultName,
           let why = otherNames.refusal(of: english, language: .english, city: target, confirmed: confirmed,
                                        hasGeoNamesName: geonamesNames[target.id]?[.english] != nil,
                                        trusted: trusted) {
            let count = place.names.values.reduce(0) { $0 + $1.formCount }
            report.skip("\(source): named after another place (its English name is \(why.reason)): every name",
                        at: target.id, value: "\(english) (\(why.owner)), \(count) names")
            var kept = place
            kept.names = [:]
            return kept
        }
        if let island = zoneNamedAfterAnotherPlace(place, target: target) {
            let count = place.names.values.reduce(0) { $0 + $1.formCount }
            report.skip("\(source): a time zone named after another place (none of its names is the city's main "
                        + "name or one GeoNames gives it): every name",
                        at: target.id, value: "\(island), \(count) names")
            var kept = place
            kept.names = [:]
            return kept
        }
        var kept = place
        for (language, name) in place.names.sorted(by: { $0.key < $1.key }) {
            let hasGeoNamesName = geonamesNames[target.id]?[language] != nil
            var forms: [(kind: NameKind, value: String)] = []
            for form in name.forms {
                if let why = otherNames.refusal(of: form.value, language: language, city: target,
                                                confirmed: confirmed, hasGeoNamesName: hasGeoNamesName,
                                                trusted: trusted) {
                    report.skip("\(source): \(why.reason)", at: target.id,
                                value: "\(language.rawValue): \(form.value) (\(why.owner))")
                } else {
                    forms.append(form)
                }
            }
            kept.names[language] = Self.name(of: forms)
        }
        return kept
    }

    /// The English name of a time zone's exemplar place when it names something other than the GeoNames city it
    /// joined: none of its names is the city's main name or one of its language-tagged GeoNames names
    /// (`Indian/Mahe` is Mahé, the island Victoria lies on; GeoNames lists "Mahe" only among Victoria's loose
    /// alternate names).
    private func zoneNamedAfterAnotherPlace(_ place: Place, target: Place) -> String? {
        guard place.codes[.timeZone] != nil, let tagged = geonamesNames[target.id], !tagged.isEmpty,
              let english = place.names[.english]?.preferred ?? place.defaultName else { return nil }
        var cityKeys = Set(tagged.values.flatMap { $0.forms.map { MatchKey.of($0.value) } })
        if let main = target.defaultName { cityKeys.insert(MatchKey.of(main)) }
        // Any of the zone's names will do: CLDR's English one can be the zone id's (`Europe/Tirane`, "Tirane").
        let named = place.names.values.contains { name in name.forms.contains { cityKeys.contains(MatchKey.of($0.value)) } }
        return named ? nil : english
    }

    /// A name of the forms left, the first becoming preferred when the preferred form is gone; nil when none is.
    static func name(of forms: [(kind: NameKind, value: String)]) -> LocalizedName? {
        guard let first = forms.first else { return nil }
        var name = LocalizedName(first.value)
        for form in forms.dropFirst() { name[form.kind].append(form.value) }
        return name
    }

    /// Joins the places of a catalog that names GeoNames cities by their ids (libgeonames): each place joins the
    /// city with its id, and its names become what GeoNames confirms for that city. A place whose id no city has
    /// is reported and left out: these catalogs add names, not places.
    mutating func joinByID(_ input: CityJoiner.Input) {
        let own = sourceIndices(of: input.catalog)
        var joined = 0, missing = 0
        for place in input.catalog.places {
            guard let position = positionByID[place.id] else {
                report.note("\(input.name): no city with this id; its names are left out", at: place.id,
                            value: place.names.first?.value.preferred ?? "")
                missing += 1
                continue
            }
            absorb(place, into: position, source: input.name, trusted: true)
            sourcesByPlace[place.id, default: []].formUnion(own)
            joined += 1
        }
        summary.append("\(input.name): \(input.catalog.places.count) places, \(joined) joined by id, "
            + "\(missing) with an id no city has (left out)")
    }

    /// In each language of a GeoNames city, the preferred name is the first source's that GeoNames confirms:
    /// when the preferred name is not among the city's GeoNames names and a variant is, the variant becomes
    /// preferred and the other a variant (nothing is dropped).
    mutating func preferConfirmed() {
        var swapped = 0
        for position in places.indices where places[position].codes[.geonames] != nil {
            let confirmed = confirmedKeys(of: places[position])
            for (language, name) in places[position].names where !name.variants.isEmpty {
                guard !confirmed.contains(MatchKey.of(name.preferred)),
                      let better = name.variants.first(where: { confirmed.contains(MatchKey.of($0)) }) else { continue }
                var reordered = name
                reordered.variants.removeAll { $0.unicodeScalars.elementsEqual(better.unicodeScalars) }
                reordered.variants.insert(name.preferred, at: 0)
                reordered.preferred = better
                places[position].names[language] = reordered
                report.note("preferred name GeoNames does not confirm; its confirmed variant preferred",
                            at: places[position].id, value: "\(language.rawValue): \(name.preferred) → \(better)")
                swapped += 1
            }
        }
        summary.append("preferred names: \(swapped) replaced by a variant GeoNames confirms")
    }

    /// A time-zone place that joined no city and is named after its country (CLDR's `Pacific/Fiji` "Fiji",
    /// `America/Jamaica`) is a territory's zone, not a city: its code joins the nearest city of its country within
    /// `nearKilometres` of the zone's point (zone.tab gives the main city's position: Suva, Kingston), without its
    /// names; with no city that near it stays a place of its own, of kind `region`, named as the country is.
    mutating func settleTerritoryZones() {
        guard let otherNames else { return }
        var moved = 0, kept = 0
        for position in backboneCount..<places.count where !broughtIn.values.contains(position) {
            let place = places[position]
            guard place.kind == .city, place.codes[.timeZone] != nil, let country = place.country,
                  !NamesakeCapitals.contains(place.id), otherNames.isNamedAfterCountry(place) else { continue }
            let english = place.names[.english]?.preferred ?? place.defaultName ?? place.id
            if let here = place.coordinate, let city = nearestCity(to: here, in: country, excluding: position),
               codeConflict(place, places[city]) == nil {
                for (system, value) in place.codes where places[city].codes[system] == nil {
                    places[city].codes[system] = value
                }
                sourcesByPlace[places[city].id, default: []].formUnion(sourcesByPlace[place.id] ?? [])
                removed.insert(position)
                report.skip("a territory's time zone, not a city: its code joins the nearest city, its names "
                            + "(the country's) are left out", at: place.id, value: places[city].id)
                moved += 1
            } else {
                places[position].kind = .region
                report.note("a territory's time zone, not a city, with no city near its point: kept as a region",
                            at: place.id, value: english)
                kept += 1
            }
        }
        summary.append("territories' time zones: \(moved) codes joined to their main city, \(kept) kept as regions")
    }

    /// The nearest GeoNames city of `country` within `nearKilometres` of `here`.
    private func nearestCity(to here: Coordinate, in country: String, excluding: Int) -> Int? {
        var best: (position: Int, kilometres: Double)?
        for position in byCountry[country] ?? [] where position != excluding && !removed.contains(position) {
            guard places[position].codes[.geonames] != nil, let there = places[position].coordinate else { continue }
            let distance = here.kilometres(to: there)
            if distance <= nearKilometres, best == nil || distance < best!.kilometres { best = (position, distance) }
        }
        return best?.position
    }
}
