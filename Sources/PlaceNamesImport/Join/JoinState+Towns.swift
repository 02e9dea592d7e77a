import PlaceNames

extension JoinState {
    /// Brings in every place of `pool` not yet among the places (by id) as a town or a village, after every input has
    /// joined, so no input's place can have joined a town instead of the city it joins today.
    ///
    /// The kind comes from GeoNames' population (its files have no feature code): a town from
    /// `CityJoiner.townPopulation` people, a village below. The cities stay what they are: GeoNames' cities of 15,000
    /// people or capitals (the backbone) and the places CLDR or libgweather name as a city.
    mutating func bringInTowns(from pool: Catalog) {
        let own = sourceIndices(of: pool)
        var towns = 0, villages = 0
        for place in pool.places where positionByID[place.id] == nil {
            var town = place
            town.kind = (place.population ?? 0) >= CityJoiner.townPopulation ? .town : .village
            if town.kind == .town { towns += 1 } else { villages += 1 }
            // Not indexed by match key: no input joins after this, and the key tables of 200,000 places would be
            // most of the join's memory.
            positionByID[town.id] = places.count
            places.append(town)
            sourcesByPlace[town.id, default: []].formUnion(own)
        }
        summary.append("towns and villages brought in from the pool: \(towns + villages) (\(towns) towns of "
            + "\(CityJoiner.townPopulation) people or more, \(villages) villages)")
    }
}
