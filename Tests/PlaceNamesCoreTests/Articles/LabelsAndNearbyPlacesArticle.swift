import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/LabelsAndNearbyPlaces.md, run.
@Suite struct LabelsAndNearbyPlacesArticle {
    @Test func labelsAndNearestPlaces() {
        let catalog = Catalog(places: [
            Place(id: "iso3166-1:US", kind: .country, names: [.english: "United States", .japanese: "アメリカ合衆国"]),
            Place(id: "iso3166-2:US-IL", kind: .region, country: "US", names: [.english: "Illinois", .japanese: "イリノイ州"]),
            Place(id: "geonames:4250542", kind: .city, country: "US", region: "iso3166-2:US-IL",
                  coordinate: Coordinate(latitude: 39.80172, longitude: -89.64371),
                  names: [.english: "Springfield", .japanese: "スプリングフィールド"]),
            Place(id: "geonames:4409896", kind: .city, country: "US",
                  coordinate: Coordinate(latitude: 37.21533, longitude: -93.29824), names: [.english: "Springfield"]),
        ])
        let springfield = catalog.places[2]
        let english = catalog.label(of: springfield, in: [.english])
        // "Springfield, Illinois, United States"
        let japanese = catalog.label(of: springfield, in: Language.fallbackChain(for: [.japanese]))
        // "アメリカ合衆国 イリノイ州 スプリングフィールド"

        #expect(english == "Springfield, Illinois, United States")
        #expect(japanese == "アメリカ合衆国 イリノイ州 スプリングフィールド")

        let nearby = catalog.nearest(to: Coordinate(latitude: 39.78, longitude: -89.65), limit: 2)
        let names = nearby.map { $0.place.id }
        // ["geonames:4250542", "geonames:4409896"]
        let metres = Int(nearby[0].distance)
        // 2474
        let withinTenKilometres = catalog.nearest(to: Coordinate(latitude: 39.78, longitude: -89.65), limit: 2,
                                                  kinds: [.city], within: 10_000)
        // only Springfield, Illinois

        #expect(names == ["geonames:4250542", "geonames:4409896"])
        #expect(metres == 2474)
        #expect(withinTenKilometres.map(\.place.id) == ["geonames:4250542"])

        let index = SpatialIndex(places: catalog.places)
        let nearest = index.nearest(to: Coordinate(latitude: 39.78, longitude: -89.65), limit: 1)
        let label = nearest.first.flatMap { catalog.label(of: catalog.places[$0.position], in: [.english]) }
        // "Springfield, Illinois, United States"

        #expect(label == "Springfield, Illinois, United States")
    }
}
