import Foundation
import PlaceNames
@testable import PlaceNamesIndex
import Testing

/// A place's time zone goes into its snapshot record and comes back out: whole (`place(id:)`, what look-ups
/// answer) and as a shown field (`ShownPlace.timeZone`, what search, reverse and listings answer), while the
/// readers that stop early (filters, the location bias) still find the fields before it.
@Suite struct SnapshotTimeZoneTests {
    static let places = [
        Place(id: "geonames:1153669", kind: .city, defaultName: "Chiang Rai", country: "TH", region: "iso3166-2:TH-57",
              coordinate: Coordinate(latitude: 19.90858, longitude: 99.8325), population: 78756,
              timeZone: "Asia/Bangkok", codes: [.geonames: "1153669", "geonames-admin1": "TH.03"],
              names: [.thai: "เชียงราย"], aliases: ["Chiang Rai", "CEI"]),
        // The exemplar city's `tz` code, and no zone of its own: the two stay apart.
        Place(id: "tz:Asia/Bangkok", kind: .city, country: "TH", codes: [.timeZone: "Asia/Bangkok"],
              names: [.english: "Bangkok", .thai: "กรุงเทพมหานคร"]),
        Place(id: "iso3166-2:TH-57", kind: .region, country: "TH", names: [.thai: "จังหวัดเชียงราย"]),
    ]

    @Test func theZoneReadsBackFromTheMappedSnapshot() throws {
        let snapshot = try Snapshot(bytes: ServedCatalog.snapshotBytes(of: Self.places, fingerprint: "tz"))
        let served = try ServedCatalog(snapshot: snapshot)
        #expect(served.place(id: "geonames:1153669") == Self.places[0])
        #expect(served.place(id: "tz:Asia/Bangkok")?.timeZone == nil)
        let shown = try #require(served.shown(id: "geonames:1153669", chain: [.thai]))
        #expect(shown.timeZone == "Asia/Bangkok")
        #expect(shown.population == 78756 && shown.region == "iso3166-2:TH-57" && shown.name?.preferred == "เชียงราย")
        #expect(served.shown(id: "tz:Asia/Bangkok", chain: [.thai])?.timeZone == nil)
        // Past the zone: the codes, names and aliases are where the record says.
        let hits = served.search.search("cei", places: served.places, chain: [.thai], limit: 3)
        #expect(hits.map(\.shown.id) == ["geonames:1153669"])
        #expect(hits.map(\.shown.timeZone) == ["Asia/Bangkok"])
        let inBox = SearchFilter(kinds: ["city"], countries: ["TH"],
                                 box: try #require(BoundingBox(west: 99, south: 19, east: 100, north: 20)))
        let filtered = served.search.search("chiang", places: served.places, chain: [.thai], limit: 3, filter: inBox)
        #expect(filtered.map(\.shown.id) == ["geonames:1153669"])
    }
}
