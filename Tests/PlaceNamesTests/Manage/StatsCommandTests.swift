import Testing
import PlaceNames

/// What `names stats` reports, computed by the library (`CatalogStatistics`); the command itself is tested in
/// `PlaceNamesEndToEndTests`.
@Suite struct StatsCommandTests {
    @Test func coverageIsRoundedDownSoIncompleteNeverShowsAsComplete() {
        let places = (0..<2000).map { index in
            Place(id: "p\(index)", kind: .city, names: index == 0 ? [:] : [.thai: "ก"])
        }
        let statistics = CatalogStatistics(catalogs: [Catalog(places: places)], files: 1)
        #expect(statistics.table().contains("thai      th   1,999     99.9%        1"))
        #expect(statistics.languages.first?.coverage == 99.95)
    }
}
