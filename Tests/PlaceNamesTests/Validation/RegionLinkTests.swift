import Testing
@testable import PlaceNames

/// `broken-region-link`: a place's `region` is a region of its own country among the files validated together.
@Suite struct RegionLinkTests {
    static let places = [
        #"{"id": "iso3166-2:TH-57", "kind": "region", "country": "TH", "names": {"english": "Chiang Rai"}}"#,
        #"{"id": "iso3166-2:LA-BK", "kind": "region", "country": "LA", "names": {"english": "Bokeo"}}"#,
        #"{"id": "good", "kind": "city", "country": "TH", "region": "iso3166-2:TH-57", "names": {"thai": "เชียงราย"}}"#,
        #"{"id": "missing", "kind": "city", "country": "TH", "region": "iso3166-2:TH-99", "names": {"thai": "ก"}}"#,
        #"{"id": "abroad", "kind": "city", "country": "TH", "region": "iso3166-2:LA-BK", "names": {"thai": "ข"}}"#,
        #"{"id": "iso3166-2:TH-10", "kind": "region", "country": "TH", "region": "iso3166-2:TH-57", "names": {"thai": "ค"}}"#,
        // No region of Japan is validated with it: nothing to compare.
        #"{"id": "unchecked", "kind": "city", "country": "JP", "region": "iso3166-2:JP-13", "names": {"thai": "ง"}}"#,
    ]

    @Test func aRegionLinkMustLeadToARegionOfTheSameCountry() {
        let result = ValidationFixtures.result(ValidationFixtures.catalog(Self.places.joined(separator: ",\n")),
                                               file: "links.json")
        #expect(result.diagnostics.filter { $0.code == "broken-region-link" }.map(\.description) == [
            "links.json:8:62: warning[broken-region-link]: the place's region is broken: no region of TH has the id 'iso3166-2:TH-99'",
            "links.json:9:61: warning[broken-region-link]: the place's region is broken: 'iso3166-2:LA-BK' is a region of LA, not of TH",
            "links.json:10:72: warning[broken-region-link]: the place's region is broken: a region links to no region (regions are the top of the hierarchy below a country)",
        ])
    }
}
