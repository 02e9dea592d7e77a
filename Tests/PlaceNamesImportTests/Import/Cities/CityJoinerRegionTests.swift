import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// `names join --divisions`: every city of a GeoNames division the matching tied to an ISO 3166-2 region links to it.
@Suite struct CityJoinerRegionTests {
    @Test func citiesLinkToTheRegionTheirDivisionMatched() {
        func city(_ id: Int, _ admin1: String?) -> Place {
            var place = Place(id: "geonames:\(id)", kind: .city, defaultName: "City \(id)", country: "TH",
                              coordinate: Coordinate(latitude: 15, longitude: 100), codes: [.geonames: String(id)])
            place.codes[.geonamesAdmin1] = admin1
            return place
        }
        let backbone = Catalog(places: [city(1, "TH.03"), city(2, "TH.40"), city(3, nil), city(4, "TH.99")])
        let result = CityJoiner().join(backbone: backbone, others: [],
                                       divisions: ["TH.03": "iso3166-2:TH-57", "TH.40": "iso3166-2:TH-10"])
        #expect(result.catalog.places.map(\.region) == ["iso3166-2:TH-57", "iso3166-2:TH-10", nil, nil])
        #expect(result.summary == [
            "regions: 2 of 3 cities with a GeoNames division linked to its region (66.7 %); not linked, by country: TH 1",
        ])
        #expect(result.report.notes.map { "\($0.location): \($0.reason): \($0.value)" }
                == ["geonames:4: the city's division matched no region: TH.99"])
    }
}
