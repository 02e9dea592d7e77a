import Foundation
import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/NestedAndFlattenedKeys.md, run.
enum NestedAndFlattenedKeysArticle {
    struct Coordinate: Codable, Equatable {
        var latitude: Double
        var longitude: Double

        enum CodingKeys: String, CodingKey {
            case latitude = "LATITUDE"
            case longitude = "LONGITUDE"
        }
    }

    struct City: Codable {
        static let englishName: NestedKeyPath = "properties.NAME_EN"
        static let thaiName: NestedKeyPath = "properties.NAME_TH"
        static let elevation: NestedKeyPath = "properties.extra.elevation"

        var englishName: String
        var thaiName: String?
        var elevation: Int?

        init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: DynamicCodingKey.self)
            englishName = try keys.decode(String.self, at: Self.englishName)
            thaiName = try keys.decodeIfPresent(String.self, at: Self.thaiName)
            elevation = try keys.decodeIfPresent(Int.self, at: Self.elevation)
        }

        func encode(to encoder: any Encoder) throws {
            var keys = encoder.container(keyedBy: DynamicCodingKey.self)
            try keys.encode(englishName, at: Self.englishName)
            try keys.encodeIfPresent(thaiName, at: Self.thaiName)
            try keys.encodeIfPresent(elevation, at: Self.elevation)
        }
    }

    struct Town: Codable {
        var name: String
        var coordinate: Coordinate

        enum CodingKeys: String, CodingKey {
            case name = "NAME"
        }

        init(name: String, coordinate: Coordinate) {
            self.name = name
            self.coordinate = coordinate
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
}

extension NestedAndFlattenedKeysArticle {
    @Suite struct Run {
        @Test func nestedKeyPaths() throws {
            let json = #"{"type": "Feature", "properties": {"NAME_EN": "Chiang Mai", "NAME_TH": "เชียงใหม่"}}"#
            let city = try JSONDecoder().decode(City.self, from: Data(json.utf8))
            // city.englishName == "Chiang Mai", city.thaiName == "เชียงใหม่", city.elevation == nil

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let written = String(decoding: try encoder.encode(city), as: UTF8.self)
            // {"properties":{"NAME_EN":"Chiang Mai","NAME_TH":"เชียงใหม่"}}

            #expect(city.englishName == "Chiang Mai" && city.thaiName == "เชียงใหม่" && city.elevation == nil)
            #expect(written == #"{"properties":{"NAME_EN":"Chiang Mai","NAME_TH":"เชียงใหม่"}}"#)
        }

        @Test func aMissingLevelIsNamed() throws {
            let json = #"{"type": "Feature", "geometry": null}"#
            var path: [String] = []
            do {
                _ = try JSONDecoder().decode(City.self, from: Data(json.utf8))
            } catch DecodingError.keyNotFound(let key, _) {
                path = [key.stringValue]
                // ["properties"]: the level that is missing, not just the name at the end
            }

            #expect(path == ["properties"])
        }

        @Test func flattenedSiblings() throws {
            let json = #"{"NAME": "Chiang Mai", "LATITUDE": 18.79, "LONGITUDE": 98.98}"#
            let town = try JSONDecoder().decode(Town.self, from: Data(json.utf8))
            // town.coordinate == Coordinate(latitude: 18.79, longitude: 98.98)

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let written = String(decoding: try encoder.encode(town), as: UTF8.self)
            // {"LATITUDE":18.79,"LONGITUDE":98.98,"NAME":"Chiang Mai"}

            #expect(town.name == "Chiang Mai")
            #expect(town.coordinate == Coordinate(latitude: 18.79, longitude: 98.98))
            #expect(written == #"{"LATITUDE":18.79,"LONGITUDE":98.98,"NAME":"Chiang Mai"}"#)
        }
    }
}
