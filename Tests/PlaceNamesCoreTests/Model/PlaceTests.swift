import Foundation
import Testing
import PlaceNamesCore

@Suite struct PlaceTests {
    private let bangkokJSON = """
        {
          "id": "iso3166-2:TH-10",
          "kind": "region",
          "country": "TH",
          "coordinate": {"latitude": 13.75, "longitude": 100.5167},
          "population": 8305218,
          "codes": {"geonames": "1609350", "wikidata": "Q1861"},
          "names": {
            "english": "Bangkok",
            "thai": {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"]}
          }
        }
        """

    @Test func decodesEveryField() throws {
        let place = try JSONDecoder().decode(Place.self, from: Data(bangkokJSON.utf8))
        #expect(place.id == "iso3166-2:TH-10")
        #expect(place.kind == .region)
        #expect(place.country == "TH")
        #expect(place.coordinate == Coordinate(latitude: 13.75, longitude: 100.5167))
        #expect(place.population == 8_305_218)
        #expect(place.codes == [.geonames: "1609350", .wikidata: "Q1861"])
        #expect(place.names[.english] == "Bangkok")
        #expect(place.names[.thai] == LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"]))
        #expect(place.importance == 8_305_218)
    }

    @Test func roundTripsThroughJSONEncoder() throws {
        let place = try JSONDecoder().decode(Place.self, from: Data(bangkokJSON.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(place), as: UTF8.self)
        #expect(json == #"{"codes":{"geonames":"1609350","wikidata":"Q1861"},"coordinate":{"latitude":13.75,"longitude":100.5167},"country":"TH","id":"iso3166-2:TH-10","kind":"region","names":{"english":"Bangkok","thai":{"preferred":"กรุงเทพมหานคร","short":["กรุงเทพฯ"]}},"population":8305218}"#)
        #expect(try JSONDecoder().decode(Place.self, from: Data(json.utf8)) == place)
    }

    @Test func optionalFieldsMayBeAbsent() throws {
        let place = try JSONDecoder().decode(Place.self, from: Data(#"{"id": "x", "kind": "village"}"#.utf8))
        #expect(place == Place(id: "x", kind: .village))
        #expect(place.names.isEmpty)
        #expect(place.importance == 500)
    }

    @Test func misspeltFieldIsRefused() {
        #expect {
            _ = try JSONDecoder().decode(Place.self, from: Data(#"{"id": "x", "kind": "city", "nmes": {}}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "unknown place field 'nmes' — did you mean 'names'?"
        }
    }

    @Test func kindsAreAnOpenSet() throws {
        let place = try JSONDecoder().decode(Place.self, from: Data(#"{"id": "x", "kind": "hamlet"}"#.utf8))
        #expect(place.kind == PlaceKind(rawValue: "hamlet"))
    }
}

@Suite struct PlaceAliasTests {
    private let catalogJSON = #"""
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "geonames:1609350", "kind": "city", "names": {"thai": "กรุงเทพมหานคร"}, "aliases": ["BKK", "Krung Thep"]}
        ]}
        """#

    @Test func aliasesAreReadByTheFastReaderAndTheDecoderAlike() throws {
        let fast = try Catalog(jsonBytes: Array(catalogJSON.utf8))
        #expect(fast.places[0].aliases == ["BKK", "Krung Thep"])
        let place = try JSONDecoder().decode(Place.self, from: Data(#"{"id": "x", "kind": "city", "aliases": ["BKK"]}"#.utf8))
        #expect(place.aliases == ["BKK"])
    }

    @Test func aliasesAreWrittenAfterNamesAndOnlyWhenThereAreSome() throws {
        let encoder = CanonicalJSONEncoder()
        let with = Place(id: "x", kind: .city, names: [.english: "Bangkok"], aliases: ["BKK"])
        #expect(String(decoding: try encoder.encode(with), as: UTF8.self) == """
            {
              "id": "x",
              "kind": "city",
              "names": {
                "english": "Bangkok"
              },
              "aliases": [
                "BKK"
              ]
            }

            """)
        #expect(!String(decoding: try encoder.encode(Place(id: "x", kind: .city)), as: UTF8.self).contains("aliases"))
    }
}
