import Foundation
import PlaceNames
import Synchronization

/// One catalog ready for serving: its places, references, search index and coverage, all read in place from one
/// snapshot (`Snapshot`, SNAPSHOT.md), whether that was mapped from a file or built in memory from catalogs.
///
/// Immutable; a reload makes a new one and swaps it in, so requests never see half an index, and the old
/// snapshot is unmapped when the last request reading it lets it go.
public final class ServedCatalog: Sendable {
    /// A fingerprint of the catalog files' bytes; every `ETag` starts with it.
    public let fingerprint: String
    /// The catalog's places, in file order, read from the snapshot as they are asked for.
    public let places: PlaceTable
    /// Places by id and by every code they carry (`tz:Asia/Bangkok` leads to the GeoNames city).
    let references: ReferenceTable
    package let search: SearchIndex
    /// The places with coordinates as `SpatialIndex` nodes, for reverse look-ups (`nearest`).
    let spatial: Column<SpatialPoint>
    /// How many places have a name in each language, most covered first (then by raw value).
    public let coverage: [(language: Language, places: Int)]
    /// The file this catalog is mapped from (`<memory>` when built in memory), for logs.
    public var snapshotPath: String { snapshot.path }
    /// Listing orders already computed, by fallback chain; at most `listingCacheLimit` of them, since clients
    /// choose the chains.
    private static let listingCacheLimit = 64
    private let listings = Mutex<[[Language]: ListingOrder]>([:])
    /// The names of regions and countries in labels, by id and chain: a few thousand areas name every label, so a
    /// search's ten results do not each read two more records. Emptied when it reaches `areaNameCacheLimit`.
    private let areaNames = Mutex<[AreaName: AreaContext]>([:])
    private static let areaNameCacheLimit = 100_000
    /// Where the server keeps `GET /coverage`'s page, made when first asked for: the page is an HTTP asset, a type
    /// of the server's, and a stored property cannot be added from another module.
    package let coveragePageCache = MadeOnce<any Sendable>()

    private struct AreaName: Hashable {
        /// A region's id, or a country's ISO code (`isCountry`): no id string is built for a country on a hit.
        let id: String
        let isCountry: Bool
        let chain: [Language]
    }
    /// Owns the memory every column above reads.
    private let snapshot: Snapshot

    /// Builds the snapshot of `catalog` in memory and serves it: the path tests and embedding take.
    public convenience init(catalog: Catalog, fingerprint: String) {
        // A snapshot just built is whole: only a bug could make it unreadable.
        try! self.init(snapshot: Snapshot(bytes: Self.snapshotBytes(of: catalog.places, fingerprint: fingerprint)))
    }

    /// Maps the snapshot file at `path`, written with `snapshotBytes(of:fingerprint:)` (or `names snapshot`), and
    /// serves it: its pages are read as they are asked for, so opening it is quick whatever its size.
    /// - Throws: `SnapshotError` when the file cannot be mapped, is damaged, or was built for other languages.
    public convenience init(snapshotPath path: String) throws(SnapshotError) {
        try self.init(snapshot: Snapshot(path: path))
    }

    /// Serves `snapshot`, after checking that its tables agree with each other and with this build's languages.
    package init(snapshot: Snapshot) throws(SnapshotError) {
        let languages = snapshot.text(.languages)
        guard languages == Self.languageTable else {
            throw SnapshotError(path: snapshot.path, problem: "built for another list of languages than this names "
                                + "knows: build it again with this names")
        }
        let places = PlaceTable(snapshot: snapshot)
        let count = places.count
        for section in [SnapshotSection.importance, .namesakeFlags, .namesakeCountries]
        where snapshot.length(of: section) / section.stride != count {
            throw SnapshotError(path: snapshot.path, problem: "section \(section) does not have one record per place "
                                + "(\(count) places)")
        }
        let spatial = snapshot.column(.spatialPoints, as: SpatialPoint.self)
        if let bad = spatial.firstIndex(where: { Int($0.place) >= count || $0.axis > 2 }) {
            let node = spatial[bad]
            throw SnapshotError(path: snapshot.path, problem: "section spatialPoints: node \(bad) "
                                + (Int(node.place) >= count ? "names place \(node.place) of \(count)"
                                                           : "splits on axis \(node.axis), not 0, 1 or 2"))
        }
        self.spatial = spatial
        self.snapshot = snapshot
        self.fingerprint = snapshot.text(.fingerprint)
        self.places = places
        self.references = ReferenceTable(snapshot: snapshot)
        self.search = SearchIndex(snapshot: snapshot, places: count)
        search.prepareForQueries()
        let pairs = snapshot.column(.coverage, as: UInt32.self)
        self.coverage = stride(from: 0, to: pairs.count - 1, by: 2).compactMap { index in
            SearchLanguages.language(UInt8(clamping: pairs[index])).map { (language: $0, places: Int(pairs[index + 1])) }
        }
    }

    /// The snapshot file's bytes for `places`: their records, references, search index and coverage.
    ///
    /// The same places and fingerprint give the same bytes, so two builds of one catalog compare equal. Write them
    /// to a file (atomically: `AtomicFile`) and open it with `init(snapshotPath:)`.
    /// - Parameters:
    ///   - places: The places to index, in the order `places` will hold them.
    ///   - fingerprint: What identifies these places' source, kept in the snapshot as `fingerprint`.
    public static func snapshotBytes(of places: [Place], fingerprint: String) -> [UInt8] {
        var builder = SnapshotBuilder()
        builder.add(.fingerprint, Array(fingerprint.utf8))
        builder.add(.languages, Array(languageTable.utf8))
        var counts: [Language: Int] = [:]
        for place in places {
            for language in place.names.keys { counts[language, default: 0] += 1 }
        }
        let coverage = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        builder.add(.coverage, coverage.flatMap { [UInt32(SearchLanguages.ordinal($0.key)), UInt32($0.value)] })
        // The records and references on a thread of their own while the index is built: the index's slow part
        // (transliteration) runs on every core, but its other steps, like these, on one. A new thread, not queued
        // work (`OtherThread`), so the wait below is for work that has started. Not `concurrentPerform` either:
        // Dispatch would run the transliteration nested in it on half the cores.
        nonisolated(unsafe) var records = SnapshotBuilder()
        let others = OtherThread.start {
            PlaceTable.write(places, to: &records)
            ReferenceTable.write(places, to: &records)
            records.add(.spatialPoints, SpatialIndex(places: places).points)
        }
        SearchIndex.write(places: places, to: &builder)
        others.wait()
        builder.append(records)
        return builder.bytes()
    }

    /// What the languages section must say: this build's languages in ordinal order.
    static let languageTable = SearchLanguages.all.map(\.rawValue).joined(separator: "\n")

    /// The place whose id is `id`, else the one carrying it as a code (`tz:Asia/Bangkok`), or `nil`.
    public func place(id: String) -> Place? {
        guard let position = references.position(of: id), position < places.count else { return nil }
        return places[position]
    }

    /// What answers show of the place whose id (or code) is `id`, for `chain`, or `nil`.
    package func shown(id: String, chain: [Language]) -> ShownPlace? {
        guard let position = references.position(of: id), position < places.count else { return nil }
        return places.shown(position, chain: chain)
    }

    /// The label of a place named `name` (the name shown, its language) of `kind` in `areas`: its name, its
    /// region's and its country's, as `Place.label(of:in:lookUp:)` makes it, reading only the shown fields of the
    /// region's and country's records.
    package func label(name: (language: Language?, preferred: String)?, kind: String, areas: PlaceAreas,
                       chain: [Language]) -> String? {
        guard let name else { return nil }
        return LabelStyle.label(
            name: name.preferred, language: name.language, kind: PlaceKind(rawValue: kind), chain: chain,
            regionName: { areas.region.flatMap { $0.name.isEmpty ? nil : $0.name } },
            countryName: { areas.country.flatMap { $0.name.isEmpty ? nil : $0.name } })
    }

    /// The region `region` and the country whose ISO 3166-1 code is `country`, as answers show them to a reader of
    /// `chain` (`area(_:isCountry:chain:)`).
    package func areas(region: String?, country: String?, chain: [Language]) -> PlaceAreas {
        PlaceAreas(region: region.flatMap { area($0, isCountry: false, chain: chain) },
                   country: country.flatMap { area($0, isCountry: true, chain: chain) })
    }

    /// The region `id` (or the country whose ISO 3166-1 code it is) as answers show it to a reader of `chain` in
    /// their `context`: its id and the name chosen for the reader; nil when no place has the id.
    package func area(_ id: String, isCountry: Bool, chain: [Language]) -> AreaContext? {
        let key = AreaName(id: id, isCountry: isCountry, chain: chain)
        if let known = areaNames.withLock({ $0[key] }) { return known.id.isEmpty ? nil : known }
        let area = shown(id: isCountry ? "iso3166-1:\(id)" : id, chain: chain).map { shown in
            AreaContext(id: shown.id, name: shown.name?.preferred ?? "", language: shown.name?.language,
                        isFallback: shown.name?.isFallback ?? true)
        }
        areaNames.withLock { cache in
            if cache.count >= Self.areaNameCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = area ?? AreaContext(id: "", name: "", language: nil, isFallback: true)
        }
        return area
    }

    /// The label of a place read as `ShownPlace`, in its `areas` (`areas(region:country:chain:)`).
    package func label(of place: ShownPlace, areas: PlaceAreas, chain: [Language]) -> String? {
        label(name: place.name.map { ($0.language, $0.preferred) }, kind: place.kind, areas: areas, chain: chain)
    }

    /// The label of `place` for `chain`, in its `areas` (`areas(region:country:chain:)`).
    package func label(of place: Place, areas: PlaceAreas, chain: [Language]) -> String? {
        label(name: place.name(in: chain).map { ($0.language, $0.name.preferred) }, kind: place.kind.rawValue,
              areas: areas, chain: chain)
    }

    /// The places that best match `query` for a reader of `chain` (most wanted language first), best first: what
    /// `names serve` answers to `GET /v1/search`.
    public func search(_ query: String, in chain: [Language], limit: Int = 10) -> [SearchHit] {
        search.search(query, places: places, chain: chain, limit: limit)
    }

    /// Only `positions` in the collation order of the chain's first language, computed for this call: what a filtered
    /// listing sorts when its filter admits few places. Sorting every place for a new chain took 0.8 s with the towns
    /// and villages (241,350 places, release build), and over 10 s in a debug build.
    public func listing(for chain: [Language], of positions: [Int]) -> ListingOrder {
        ListingOrder(places: places, chain: chain, positions: positions)
    }

    /// Whether the order of every place for `chain` is computed already.
    public func hasListing(for chain: [Language]) -> Bool {
        listings.withLock { $0[chain] != nil }
    }

    /// The places in the collation order of the chain's first language, computed once per chain.
    public func listing(for chain: [Language]) -> ListingOrder {
        if let order = listings.withLock({ $0[chain] }) { return order }
        let order = ListingOrder(places: places, chain: chain)
        listings.withLock { cache in
            if cache.count >= Self.listingCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[chain] = order
        }
        return order
    }
}
