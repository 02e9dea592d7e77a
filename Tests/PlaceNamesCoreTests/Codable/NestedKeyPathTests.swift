import Foundation
import PlaceNamesCore
import Testing

@Suite struct NestedKeyPathTests {
    /// A GeoJSON feature reduced to what a catalog needs, with every path declared once.
    struct City: Codable, Equatable {
        static let name: NestedKeyPath = "properties.NAME_EN"
        static let chineseName: NestedKeyPath = "properties.NAME_ZH"
        static let wikidata: NestedKeyPath = "properties.wikidataid"
        static let coordinates: NestedKeyPath = "geometry.coordinates"
        static let elevation: NestedKeyPath = "additionalInfo.elevation"

        var name: String
        var chineseName: String?
        var wikidata: String
        var coordinates: [Double]
        var elevation: Int?

        init(name: String, chineseName: String?, wikidata: String, coordinates: [Double], elevation: Int?) {
            (self.name, self.chineseName, self.wikidata) = (name, chineseName, wikidata)
            (self.coordinates, self.elevation) = (coordinates, elevation)
        }

        init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: DynamicCodingKey.self)
            name = try keys.decode(String.self, at: Self.name)
            chineseName = try keys.decodeIfPresent(String.self, at: Self.chineseName)
            wikidata = try keys.decode(String.self, at: Self.wikidata)
            coordinates = try keys.decode([Double].self, at: Self.coordinates)
            elevation = try keys.decodeIfPresent(Int.self, at: Self.elevation)
        }

        func encode(to encoder: any Encoder) throws {
            var keys = encoder.container(keyedBy: DynamicCodingKey.self)
            try keys.encode(name, at: Self.name)
            try keys.encodeIfPresent(chineseName, at: Self.chineseName)
            try keys.encode(wikidata, at: Self.wikidata)
            try keys.encode(coordinates, at: Self.coordinates)
            try keys.encodeIfPresent(elevation, at: Self.elevation)
        }
    }

    @Test func decodesAndEncodesTheDeclaredPaths() throws {
        let json = #"""
            {"type":"Feature","properties":{"NAME":"Bangkok","NAME_EN":"Bangkok","NAME_ZH":"曼谷","wikidataid":"Q1861"},
             "geometry":{"type":"Point","coordinates":[100.516644652,13.7499992055]},"additionalInfo":{"elevation":2}}
            """#
        let city = try CodableFixture.decode(City.self, json)
        #expect(city == City(
            name: "Bangkok", chineseName: "曼谷", wikidata: "Q1861", coordinates: [100.516644652, 13.7499992055],
            elevation: 2
        ))
        #expect(try CodableFixture.json(city) == #"""
            {"additionalInfo":{"elevation":2},"geometry":{"coordinates":[100.516644652,13.7499992055]},"properties":{"NAME_EN":"Bangkok","NAME_ZH":"曼谷","wikidataid":"Q1861"}}
            """#)
    }

    @Test func absentOptionalPathsAreNilAndNotWritten() throws {
        let json = #"{"properties":{"NAME_EN":"Pai","NAME_ZH":null,"wikidataid":"Q1015046"},"geometry":{"coordinates":[98.44,19.36]}}"#
        let city = try CodableFixture.decode(City.self, json)
        #expect(city.chineseName == nil)
        #expect(city.elevation == nil)
        #expect(try CodableFixture.json(city) == #"""
            {"geometry":{"coordinates":[98.44,19.36]},"properties":{"NAME_EN":"Pai","wikidataid":"Q1015046"}}
            """#)
    }

    @Test func aMissingLevelFailsWhereItIsMissing() throws {
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(City.self, #"{"properties":{"NAME_EN":"Pai","wikidataid":"Q1015046"}}"#)
        })
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "geometry")
        #expect(context.codingPath.isEmpty)
        #expect(error.message == "missing key 'geometry'")
    }

    @Test func pathsSplitAtDotsOrTakeKeysWithDots() throws {
        #expect(NestedKeyPath("properties.NAME_EN").components == ["properties", "NAME_EN"])
        #expect(NestedKeyPath("elevation").components == ["elevation"])
        let dotted = NestedKeyPath(components: ["tags", "addr.city"])
        let keys = try JSONDecoder().decode(DynamicKeys.self, from: Data(#"{"tags":{"addr.city":"Chiang Mai"}}"#.utf8)).keys
        #expect(try keys.decode(String.self, at: dotted) == "Chiang Mai")
        #expect(keys.contains(at: dotted))
        #expect(!keys.contains(at: "tags.addr"))
        #expect(!keys.contains(at: "nothing.here"))
    }

    /// Natural Earth keeps latitude and longitude as siblings of the names: grouped into one value.
    struct Coordinate: Codable, Equatable {
        var latitude: Double
        var longitude: Double
        enum CodingKeys: String, CodingKey {
            case latitude = "LATITUDE"
            case longitude = "LONGITUDE"
        }
    }

    struct PopulatedPlace: Codable, Equatable {
        var name: String
        var coordinate: Coordinate
        enum CodingKeys: String, CodingKey { case name = "NAME" }

        init(name: String, coordinate: Coordinate) {
            (self.name, self.coordinate) = (name, coordinate)
        }

        init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
            coordinate = try decoder.decodeFlattened(Coordinate.self)
        }

        func encode(to encoder: any Encoder) throws {
            var keys = encoder.container(keyedBy: CodingKeys.self)
            try keys.encode(name, forKey: .name)
            try encoder.encodeFlattened(coordinate)
        }
    }

    @Test func siblingKeysGroupIntoANestedValueAndBack() throws {
        let json = #"{"LATITUDE":18.7999751983,"LONGITUDE":98.9800459381,"NAME":"Chiang Mai","NAME_ZH":"清邁"}"#
        let place = try CodableFixture.decode(PopulatedPlace.self, json)
        #expect(place == PopulatedPlace(
            name: "Chiang Mai", coordinate: Coordinate(latitude: 18.7999751983, longitude: 98.9800459381)
        ))
        #expect(try CodableFixture.json(place) == #"{"LATITUDE":18.7999751983,"LONGITUDE":98.9800459381,"NAME":"Chiang Mai"}"#)
    }

    @Test func aMissingSiblingFailsAtTheParentObject() throws {
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode([PopulatedPlace].self, #"[{"NAME":"Pai","LATITUDE":19.36}]"#)
        })
        #expect(error.summary == "[0]: missing key 'LONGITUDE'")
    }
}
