import Foundation
import Testing
@testable import PlaceNamesCore

/// `Place.timeZone`: the IANA zone a place lies in (GeoNames' `timezone`), read by both readers, written after
/// `population` by both writers, kept and checked by merge, shown by diff; apart from the `tz` code.
@Suite struct PlaceTimeZoneTests {
    /// Chiang Rai as `Catalogs/cities/TH.json` holds it once GeoNames' zone is carried, in canonical form.
    static let chiangRai = """
        {
          "format": "placenames-catalog",
          "version": 1,
          "metadata": {
            "sources": []
          },
          "places": [
            {
              "id": "geonames:1153669",
              "kind": "city",
              "defaultName": "Chiang Rai",
              "country": "TH",
              "region": "iso3166-2:TH-57",
              "coordinate": {
                "latitude": 19.90858,
                "longitude": 99.8325
              },
              "population": 78756,
              "timeZone": "Asia/Bangkok",
              "codes": {
                "geonames": "1153669",
                "geonames-admin1": "TH.03"
              },
              "names": {
                "thai": "เชียงราย"
              }
            },
            {
              "id": "tz:Asia/Bangkok",
              "kind": "city",
              "country": "TH",
              "codes": {
                "tz": "Asia/Bangkok"
              },
              "names": {
                "english": "Bangkok"
              }
            }
          ]
        }

        """

    @Test func aZoneIsReadByBothReadersAndWrittenBackByteForByte() throws {
        let bytes = Array(Self.chiangRai.utf8)
        let document = try JSONDocument(bytes: bytes)
        let walked = try CatalogReader.catalog(in: document, file: "TH.json")
        let decoded = try Catalog(decoding: document, file: "TH.json")
        #expect(walked == decoded)
        #expect(walked.places.map(\.timeZone) == ["Asia/Bangkok", nil])
        // The zone a city lies in and the zone a city is the exemplar of are two fields: neither fills the other.
        #expect(walked.places.map { $0.codes[.timeZone] } == [nil, "Asia/Bangkok"])
        #expect(try walked.canonicalJSON() == bytes)
        #expect(try CanonicalJSONEncoder().encodeBytes(walked) == bytes)
    }

    @Test func aZoneThatIsNotAStringIsRefusedAtItsPosition() throws {
        let json = #"{"format": "placenames-catalog", "version": 1, "places": ["#
            + "\n" + #"{"id": "a", "kind": "city", "timeZone": 7, "names": {}}]}"#
        #expect {
            try Catalog(jsonBytes: Array(json.utf8), file: "t.json")
        } throws: { error in
            // The strict read stops where the Codable decoder would, with its message: line 2, column 41 is the 7.
            "\(error)" == "t.json:2:41: places[0].timeZone: expected a string, found a number"
        }
    }

    @Test func theZonesAreTheSystemTzdatasZonesAndLinks() throws {
        let zones = IANATimeZones(tzdataZi: """
            # version 2026f
            R K 1970 o - May 1 0 0 -
            Z Asia/Bangkok 6:42:4 - LMT 1880
            L Asia/Bangkok Asia/Phnom_Penh

            """)
        #expect(zones.ids == ["Asia/Bangkok", "Asia/Phnom_Penh"])
        #expect(zones.origin == "tzdata 2026f")
        let system = IANATimeZones.system
        for known in ["Asia/Bangkok", "Asia/Kolkata", "Asia/Calcutta", "America/Ciudad_Juarez", "UTC"] {
            #expect(system.contains(known), "\(known)")
        }
        for unknown in ["Asia/Bangkk", "asia/bangkok", "Asia/Chiang_Rai", "", "Bangkok"] {
            #expect(!system.contains(unknown), "\(unknown)")
        }
    }

    /// Two sources giving one city two zones disagree as on a population: the merge fails and names both places,
    /// unless `--prefer` says which wins; a missing zone is filled from the source that has it.
    @Test func mergeFillsAMissingZoneAndAConflictIsOneToResolve() throws {
        func input(_ file: String, _ zone: String?) -> MergeInput {
            MergeInput(file: file, catalog: Catalog(places: [
                Place(id: "geonames:1153669", kind: .city, country: "TH", timeZone: zone, names: [.thai: "เชียงราย"]),
            ]))
        }
        let filled = CatalogMerger().merge([input("a.json", nil), input("b.json", "Asia/Bangkok")])
        #expect(filled.conflicts.isEmpty)
        #expect(filled.catalog.places.map(\.timeZone) == ["Asia/Bangkok"])

        let inputs = [input("a.json", "Asia/Bangkok"), input("b.json", "Asia/Yangon")]
        let unresolved = CatalogMerger().merge(inputs)
        #expect(unresolved.failed)
        #expect(unresolved.diagnostics.map(\.description) == [
            "b.json: error[merge-conflict]: time zone of 'geonames:1153669' is 'Asia/Yangon' here but 'Asia/Bangkok' in a.json",
        ])
        let first = CatalogMerger(preference: .first).merge(inputs)
        #expect(!first.failed)
        #expect(first.catalog.places.map(\.timeZone) == ["Asia/Bangkok"])
        let last = CatalogMerger(preference: .last).merge(inputs)
        #expect(last.catalog.places.map(\.timeZone) == ["Asia/Yangon"])
        #expect(last.diagnostics.map(\.description) == [
            "b.json: warning[merge-conflict]: time zone of 'geonames:1153669' is 'Asia/Yangon' here but 'Asia/Bangkok' in a.json; kept 'Asia/Yangon', 'Asia/Bangkok' dropped",
        ])
    }

    @Test func diffShowsAZoneAddedChangedAndRemoved() {
        let old = [
            Place(id: "a", kind: .city, defaultName: "A", country: "TH", names: [:]),
            Place(id: "b", kind: .city, defaultName: "B", country: "TH", timeZone: "Asia/Bangkok", names: [:]),
            Place(id: "c", kind: .city, defaultName: "C", country: "TH", timeZone: "Asia/Bangkok", names: [:]),
        ]
        let new = [
            Place(id: "a", kind: .city, defaultName: "A", country: "TH", timeZone: "Asia/Bangkok", names: [:]),
            Place(id: "b", kind: .city, defaultName: "B", country: "TH", timeZone: "Asia/Yangon", names: [:]),
            Place(id: "c", kind: .city, defaultName: "C", country: "TH", names: [:]),
        ]
        let diff = CatalogDiff(old: old, new: new)
        #expect(diff.changed.map { $0.fields.map(\.name) } == [["timeZone"], ["timeZone"], ["timeZone"]])
        let lines = diff.text().split(separator: "\n").filter { $0.contains("timeZone") }
        #expect(lines == [
            #"    + timeZone: "Asia/Bangkok""#,
            #"    ~ timeZone: "Asia/Bangkok" → "Asia/Yangon""#,
            #"    - timeZone: "Asia/Bangkok""#,
        ])
    }
}
