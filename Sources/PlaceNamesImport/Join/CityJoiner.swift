import PlaceNames

/// Makes one place per city out of several sources: a backbone catalog (GeoNames cities) that others (CLDR
/// exemplar cities, libgweather) are joined to.
///
/// A place of another catalog joins a backbone place when both are in the same country, at most
/// `maximumKilometres` apart, and one of its names (any language, any form) has the same `MatchKey` as one of the
/// backbone place's names or aliases; the nearest such place wins. Where the backbone has none, the `pool` (a
/// bigger GeoNames table) is searched, and the pool's place is brought in. Failing that, two stricter rules:
/// the place's English name is a name of exactly one city of its country within 50 km (or, for a time zone's
/// exemplar city, 150 km to a city of 15,000 people whose main name is one of the place's names), or one side
/// of exactly one city's hyphenated double name within `maximumKilometres` (`Goose Bay`, `Happy Valley-Goose
/// Bay`). The joined place keeps the backbone's id, kind, country, position, population and time zone; it gains the
/// other's names (a language it already has keeps its preferred name and gains the other's forms as variants, so
/// nothing is dropped) and codes (`tz`), so the other's code still leads to it. A place that joins nothing is
/// kept as it is, reported, and can be joined by the catalogs after it, so no city is in the result twice.
public struct CityJoiner: Sendable {
    /// How far apart two places may be and still be one city.
    public var maximumKilometres = 25.0

    /// Creates a joiner.
    public init() {}

    /// The population from which a pool place brought in by `join(...towns: true)` is a town rather than a village:
    /// GeoNames' own next cut below its 15,000 (its `cities5000` file).
    public static let townPopulation = 5_000

    /// One catalog to join, with the name it is reported under.
    public struct Input: Sendable {
        /// The catalog.
        public var catalog: Catalog
        /// The name the input is reported under.
        public var name: String

        /// Creates an input.
        public init(catalog: Catalog, name: String) {
            self.catalog = catalog
            self.name = name
        }
    }

    /// What a join made: the catalog, the sources each place's data comes from, and what happened to each input.
    public struct Result: Sendable {
        /// The joined catalog.
        public var catalog: Catalog
        /// For each place id, the indices into `catalog.metadata.sources` of the sources it has data from.
        public var sourcesByPlace: [String: Set<Int>]
        /// What was skipped or noted while joining.
        public var report: ImportReport
        /// One line per input: places read, joined to the backbone, joined from the pool, joined to an earlier
        /// input's place, kept on their own.
        public var summary: [String]

        /// One catalog per country (`_world` for places without one) of the `included` places, each naming only the
        /// sources its places come from, in the order of the whole catalog's sources.
        public func splitByCountry(_ included: (Place) -> Bool = { _ in true }) -> [String: Catalog] {
            var parts = Catalog(metadata: catalog.metadata, places: catalog.places.filter(included)).splitByCountry()
            for (key, part) in parts {
                var used = Set<Int>()
                for place in part.places { used.formUnion(sourcesByPlace[place.id] ?? []) }
                parts[key]?.metadata.sources = catalog.metadata.sources.indices.filter(used.contains)
                    .map { catalog.metadata.sources[$0] }
            }
            return parts
        }
    }

    /// Joins `others` onto `backbone`, in order; places of `pool` join only when an input's place matches them.
    ///
    /// - Parameters:
    ///   - backbone: the GeoNames cities the others join.
    ///   - pool: more GeoNames cities, brought in when an input's place matches one the backbone lacks.
    ///   - others: the catalogs joined by country, distance and name, in order (CLDR's exemplar cities, libgweather).
    ///   - byID: catalogs that name the backbone's GeoNames cities by their ids (libgeonames), joined last by id;
    ///     their names are what GeoNames confirms for a city, which decides between sources (`preferConfirmed`).
    ///   - references: the countries and regions, whose names a city does not take (`OtherPlaceNames`); with
    ///     none, no name is refused and no time-zone place is found to be a territory's.
    ///   - divisions: GeoNames' admin1 code (`TH.03`) → the ISO 3166-2 region it is (`names import libgeonames
    ///     --divisions-output`): every city with that `geonames-admin1` code gets the region as its `region`.
    ///   - scriptNames: with rules, a GeoNames city's untagged alternate names become its names in a language
    ///     their script decides, where it has none yet (`ScriptNames`); last, after every source's names.
    ///   - towns: whether every other place of `pool` is brought in too, after the others joined, as a town or a
    ///     village by its population (`townPopulation`); the steps after (names by id, regions, names from
    ///     scripts) then treat them as they treat the cities.
    public func join(backbone: Catalog, pool: Catalog? = nil, others: [Input], byID: [Input] = [],
                     references: [Place] = [], divisions: [String: String] = [:],
                     scriptNames: ScriptNames? = nil, towns: Bool = false) -> Result {
        var state = JoinState(maximumKilometres: maximumKilometres)
        state.addSources(of: backbone)
        for place in backbone.places { state.add(place, sources: state.sourceIndices(of: backbone)) }
        state.backboneCount = state.places.count
        let poolIndex = pool.map { PoolIndex($0) }
        if let pool { state.addSources(of: pool) }
        if !references.isEmpty {
            state.otherNames = OtherPlaceNames(references: references,
                                               cities: backbone.places + (pool?.places ?? []))
        }
        for input in byID {
            for place in input.catalog.places where !place.names.isEmpty {
                state.geonamesNames[place.id, default: [:]].merge(place.names) { first, _ in first }
            }
        }
        for input in others {
            state.addSources(of: input.catalog)
            state.join(input, pool: pool, poolIndex: poolIndex)
        }
        if towns, let pool { state.bringInTowns(from: pool) }
        for input in byID {
            state.addSources(of: input.catalog)
            state.joinByID(input)
        }
        if !references.isEmpty { state.settleTerritoryZones() }
        if !byID.isEmpty { state.preferConfirmed() }
        if let scriptNames { state.addScriptNames(scriptNames) }
        if !divisions.isEmpty { state.linkRegions(divisions) }
        state.summary += state.agreement.lines
        var metadata = backbone.metadata
        metadata.generatedBy = "names join"
        metadata.sources = state.sources
        let places = state.places.indices.filter { !state.removed.contains($0) }.map { state.places[$0] }
            .sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        return Result(catalog: Catalog(metadata: metadata, places: places), sourcesByPlace: state.sourcesByPlace,
                      report: state.report, summary: state.summary)
    }
}

/// The places of a pool catalog by country and match key, for finding a city the backbone lacks.
struct PoolIndex: Sendable {
    var byKey: [String: [String: [Int]]] = [:]
    var byCountry: [String: [Int]] = [:]

    init(_ pool: Catalog) {
        for (index, place) in pool.places.enumerated() {
            guard let country = place.country, place.coordinate != nil else { continue }
            byCountry[country, default: []].append(index)
            for key in JoinState.keys(of: place) { byKey[country, default: [:]][key, default: []].append(index) }
        }
    }
}
