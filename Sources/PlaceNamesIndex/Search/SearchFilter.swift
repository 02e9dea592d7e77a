import PlaceNames

/// Which places a search or a reverse look-up may answer: `kind`, `country`, `region` and `bbox`. Every condition
/// given must hold, and a condition holds for any of its values; a place without the field a condition asks about
/// (no coordinate for `bbox`, no region for `region`) does not pass.
///
/// Search applies it as places match (`BestMatches`): places that do not pass are still matched and ranked, as the
/// cities regions are named after must be, but they neither count towards the page nor take a place on it. So a
/// filtered search answers exactly what an unfiltered one answers with a limit long enough to reach the page,
/// with the other places taken out, in the same order, while still stopping early.
package struct SearchFilter: Hashable, Sendable {
    /// Place kinds (`city`, `region`); nil for every kind.
    package var kinds: Set<String>?
    /// ISO 3166-1 alpha-2 codes, upper case; nil for every country.
    package var countries: Set<String>?
    /// Ids of first-level regions: places whose `region` is one of them; nil for every region.
    package var regions: Set<String>?
    /// Places whose coordinate lies in it; nil for anywhere.
    package var box: BoundingBox?

    package init(kinds: Set<String>? = nil, countries: Set<String>? = nil, regions: Set<String>? = nil,
                 box: BoundingBox? = nil) {
        self.kinds = kinds
        self.countries = countries
        self.regions = regions
        self.box = box
    }

    /// Whether no condition is given (every place passes).
    package var isEmpty: Bool { kinds == nil && countries == nil && regions == nil && box == nil }

    /// Whether a place with these fields passes.
    package func admits(kind: String, country: String?, region: String?, coordinate: Coordinate?) -> Bool {
        if let kinds, !kinds.contains(kind) { return false }
        if let countries, !(country.map(countries.contains) ?? false) { return false }
        if let regions, !(region.map(regions.contains) ?? false) { return false }
        if let box, !(coordinate.map(box.contains) ?? false) { return false }
        return true
    }
}
