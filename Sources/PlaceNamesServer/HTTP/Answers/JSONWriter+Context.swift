import PlaceNames
import PlaceNamesIndex

/// Where a place is, as fields an app can lay out beside the label (issue 43): its coordinate, population and time
/// zone, and its region's and country's ids and names in the reader's language.
extension JSONWriter {
    /// `"population"`, `"timeZone"`, `"coordinate"`, `"region"` (the region's id) and `"context"`, each only when
    /// known: what look-ups and listings add after a place's other members.
    mutating func placeContext(id: String, population: Int?, timeZone: String?, coordinate: Coordinate?,
                               region: String?, country: String?, areas: PlaceAreas) {
        if let population { field("population", population) }
        self.timeZone(timeZone)
        if let coordinate {
            key("coordinate")
            self.coordinate(coordinate)
        }
        if let region { field("region", region) }
        context(id: id, areas: areas, country: country)
    }

    /// `"timeZone": "Asia/Bangkok"`, the IANA zone the place lies in (`Place.timeZone`), when known; every place
    /// answer writes it right after `"population"`, through here, so the member is spelt and placed once.
    mutating func timeZone(_ zone: String?) {
        if let zone { field("timeZone", zone) }
    }

    /// `"context": {"region": {…}, "country": {…}}`: the place's first-level region and its country (`areas`),
    /// each as `{"id", "name", "language", "fallback"}` (the country also with its ISO `"code"`, `country`), with
    /// the names chosen for the reader as a place's own name is. An area is left out when no place of the catalog
    /// has its id, or when it is the place itself (a country's country); the member is left out when both are.
    mutating func context(id: String, areas: PlaceAreas, country: String?) {
        let regionArea = areas.region.flatMap { $0.id == id ? nil : $0 }
        let countryArea = areas.country.flatMap { $0.id == id ? nil : $0 }
        guard regionArea != nil || countryArea != nil else { return }
        key("context")
        object { json in
            if let regionArea {
                json.key("region")
                json.area(regionArea, code: nil)
            }
            if let countryArea {
                json.key("country")
                json.area(countryArea, code: country)
            }
        }
    }

    private mutating func area(_ area: AreaContext, code: String?) {
        object { json in
            json.field("id", area.id)
            if let code { json.field("code", code) }
            if !area.name.isEmpty {
                json.field("name", area.name)
                json.field("language", area.language?.rawValue ?? ResolvedName.undeterminedTag)
                json.field("fallback", area.isFallback)
            }
        }
    }
}
