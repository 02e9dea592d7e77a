import PlaceNames
@testable import PlaceNamesServer

/// The two places the fuzzed connections look up, built in memory so the target needs no files.
enum WirePlaces {
    static let bangkok = Place(
        id: "tz:Asia/Bangkok", kind: .city, country: "TH", population: 10_539_000,
        names: [.english: "Bangkok", .thai: LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"]), .japanese: "バンコク"])
    static let tak = Place(id: "iso3166-2:TH-63", kind: .region, country: "TH", names: [.english: "Tak", .thai: "ตาก"])

    static let store = CatalogStore(catalog: Catalog(places: [bangkok, tak]))
    static let api = API(store: store, configuration: ServerConfiguration())
}
