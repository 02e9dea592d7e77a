import Foundation
import Testing
import PlaceNamesCore

/// `Catalog.nearest` and `GreatCircle`, as a library user calls them (issue 27).
@Suite struct NearestPlacesTests {
    static func city(_ id: String, _ latitude: Double, _ longitude: Double, kind: PlaceKind = .city) -> Place {
        Place(id: id, kind: kind, defaultName: id, coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }

    /// The haversine formula, written apart from `GreatCircle`'s chord.
    static func haversine(_ a: Coordinate, _ b: Coordinate) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (b.latitude - a.latitude) * radians, dLongitude = (b.longitude - a.longitude) * radians
        let h = sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * GreatCircle.earthRadius * asin(min(1, h.squareRoot()))
    }

    @Test func distancesAreGreatCircleMetres() {
        let bangkok = Coordinate(latitude: 13.7563, longitude: 100.5018)
        let munich = Coordinate(latitude: 48.137, longitude: 11.575)
        #expect(abs(GreatCircle.distance(from: bangkok, to: munich) - Self.haversine(bangkok, munich)) < 0.001)
        #expect(Int(GreatCircle.distance(from: bangkok, to: munich) / 1000) == 8_794)
        // Across the antimeridian, at the poles, to the antipode.
        let east = Coordinate(latitude: -16.5, longitude: 179.99), west = Coordinate(latitude: -16.5, longitude: -179.99)
        #expect(abs(GreatCircle.distance(from: east, to: west) - Self.haversine(east, west)) < 0.001)
        #expect(GreatCircle.distance(from: Coordinate(latitude: 90, longitude: 0),
                                     to: Coordinate(latitude: 90, longitude: 120)) < 1e-6)
        #expect(abs(GreatCircle.distance(from: Coordinate(latitude: 0, longitude: 0),
                                         to: Coordinate(latitude: 0, longitude: 180)) - .pi * GreatCircle.earthRadius) < 1e-6)
    }

    @Test func nearestAnswersNearestFirstWithDistances() {
        let catalog = Catalog(places: [
            Self.city("fiji-east", -16.5, 179.9), Self.city("fiji-west", -16.5, -179.95),
            Self.city("greenwich", 51.4779, 0), Place(id: "no-position", kind: .city),
        ])
        let found = catalog.nearest(to: Coordinate(latitude: -16.5, longitude: -179.99), limit: 2)
        #expect(found.map(\.place.id) == ["fiji-west", "fiji-east"])
        #expect(found.map { Int($0.distance) } == [4_264, 11_727])
    }

    @Test func tiesGoToTheEarlierPlaceAndFiltersApply() {
        let catalog = Catalog(places: [
            Self.city("b", 10, 10), Self.city("a", 10, 10), Self.city("region", 10, 10.001, kind: .region),
            Self.city("far", 20, 10), Self.city("broken", 95, 10),
        ])
        let here = Coordinate(latitude: 10, longitude: 10.001)
        #expect(catalog.nearest(to: here, limit: 3).map(\.place.id) == ["region", "b", "a"])
        #expect(catalog.nearest(to: here, limit: 5, kinds: [.city]).map(\.place.id) == ["b", "a", "far"])
        #expect(catalog.nearest(to: here, limit: 5, kinds: [.city], within: 200).map(\.place.id) == ["b", "a"])
        #expect(catalog.nearest(to: here, limit: 5, kinds: [.country]).isEmpty)
        #expect(catalog.nearest(to: here, limit: 0).isEmpty)
        #expect(catalog.nearest(to: Coordinate(latitude: .nan, longitude: 0), limit: 5).isEmpty)
        // A coordinate no one can stand on is never an answer.
        #expect(!catalog.nearest(to: Coordinate(latitude: 90, longitude: 10), limit: 10).contains { $0.place.id == "broken" })
    }
}
