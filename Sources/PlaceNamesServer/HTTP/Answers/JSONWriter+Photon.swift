import PlaceNames
import PlaceNamesIndex

extension JSONWriter {
    /// A place as Photon's answers show it: a `Point` and the properties its clients read (`name`, `country`,
    /// `countrycode`, `state`, `type`, `osm_key`, `osm_value`), then ours: the place's `id`, the name's `language`
    /// and `fallback` (every answer says whether the name is in the reader's chain) and the `population`.
    mutating func photonFeature(_ place: ShownPlace, served: ServedCatalog, chain: [Language]) {
        let tag = PhotonTags.tag(of: place.kind)
        self.place(.geoJSON, id: place.id, coordinate: place.coordinate) { properties in
            properties.field("osm_key", tag.key)
            properties.field("osm_value", tag.value)
            properties.field("type", tag.type)
            if let name = place.name {
                properties.field("name", name.preferred)
            }
            if let code = place.country, place.kind != PlaceKind.country.rawValue {
                if let country = served.area(code, isCountry: true, chain: chain), !country.name.isEmpty {
                    properties.field("country", country.name)
                }
            }
            if let code = place.country { properties.field("countrycode", code) }
            if let region = place.region, region != place.id,
               let state = served.area(region, isCountry: false, chain: chain), !state.name.isEmpty {
                properties.field("state", state.name)
            }
            properties.field("id", place.id)
            if let name = place.name {
                properties.field("language", name.language?.rawValue ?? ResolvedName.undeterminedTag)
                properties.field("fallback", name.isFallback)
            }
            if let population = place.population { properties.field("population", population) }
        }
    }
}
