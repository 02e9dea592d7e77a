extension Catalog {
    /// The label of `place` for a reader whose chain is `chain`: its name, its region's and its country's, each
    /// named through the chain as ``Place/name(in:)`` names it, in the order and with the separator of the
    /// language the place's own name is in (``LabelStyle``; the chain's first language for a default name). A
    /// country's label is its name; a part missing from the catalog is left out; nil for a place with no name.
    ///
    /// Scans the catalog for the region and country: to label many places, keep a ``PlaceReferences`` and call
    /// ``Place/label(of:in:lookUp:)``.
    public func label(of place: Place, in chain: [Language]) -> String? {
        Place.label(of: place, in: chain) { id in places.first { $0.id == id } }
    }
}

extension Place {
    /// The label of `place` for `chain`, with `lookUp` finding its region and country by id.
    public static func label(of place: Place, in chain: [Language], lookUp: (String) -> Place?) -> String? {
        guard let name = place.name(in: chain) else { return nil }
        var parts = [name.name.preferred]
        if place.kind != .country {
            if let region = place.region, region != place.id, let found = lookUp(region),
               let regionName = found.name(in: chain) {
                parts.append(regionName.name.preferred)
            }
            if let code = place.country, let country = lookUp("iso3166-1:\(code)"), country.id != place.id,
               let countryName = country.name(in: chain) {
                parts.append(countryName.name.preferred)
            }
        }
        return LabelStyle.of(name.language ?? chain.first).label(parts)
    }
}
