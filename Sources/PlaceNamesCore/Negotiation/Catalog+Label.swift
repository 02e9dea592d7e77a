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
        return LabelStyle.label(
            name: name.name.preferred, language: name.language, kind: place.kind, chain: chain,
            regionName: {
                place.region.flatMap { $0 == place.id ? nil : lookUp($0) }?.name(in: chain)?.name.preferred
            },
            countryName: {
                place.country.flatMap { lookUp("iso3166-1:\($0)") }.flatMap { $0.id == place.id ? nil : $0 }?
                    .name(in: chain)?.name.preferred
            })
    }
}

extension LabelStyle {
    /// The one rule of every label: the name shown (in `language`; nil for a default name, which takes the
    /// style of the chain's first language), then, unless the place is a country, its region's and its
    /// country's names as `regionName` and `countryName` give them (nil: left out), ordered and joined as that
    /// language's style says. The library (``Place/label(of:in:lookUp:)``) and the service (from its snapshot's
    /// records) both label through it.
    public static func label(name: String, language: Language?, kind: PlaceKind, chain: [Language],
                             regionName: () -> String?, countryName: () -> String?) -> String {
        var parts = [name]
        if kind != .country {
            if let region = regionName() { parts.append(region) }
            if let country = countryName() { parts.append(country) }
        }
        return of(language ?? chain.first).label(parts)
    }
}
