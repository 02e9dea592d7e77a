import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The fast walk that exports and statistics use reads what the full decoder reads, and fails as it does.
@Suite struct CatalogReaderTests {
    static func essentials(_ places: [Place]) -> [String] {
        places.map { place in
            let names = place.names.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)=\($0.value.forms.map(\.value))" }
            return "\(place.id)|\(place.kind.rawValue)|\(place.country ?? "-")|\(names)"
        }
    }

    @Test func readsTheShippedCatalogsAsTheDecoderDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for file in try CatalogFiles.find([root.appendingPathComponent("Catalogs").path]) {
            let document = try MergeInput.parse(file)
            let walked = try CatalogReader.places(in: document, file: file, languages: Set(Language.allCases))
            let decoded = try Catalog(decoding: document, file: file)
            #expect(Self.essentials(walked) == Self.essentials(decoded.places), "\(file)")
            #expect(try CatalogReader.catalog(in: document, file: file) == decoded, "\(file)")
        }
    }

    @Test func readsEveryFieldAsTheDecoderDoes() throws {
        let json = """
            {"format": "placenames-catalog", "version": 1,
             "metadata": {"generatedBy": "test", "sources": [{"name": "A", "licence": null}, {"name": "B", "url": "u"}]},
             "places": [
               {"id": "iso3166-2:TH-10", "kind": "region", "country": "TH",
                "coordinate": {"latitude": 13.75, "longitude": 100}, "population": 8305218,
                "codes": {"wikidata": "Q1861", "iso3166-2": "TH-10"},
                "names": {"thai": {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"], "historic": null},
                          "english": "Bangkok"}},
               {"id": "x", "kind": "village", "country": null, "coordinate": null, "population": null, "codes": null,
                "names": null}
             ]}
            """
        let document = try JSONDocument(json)
        let walked = try CatalogReader.catalog(in: document, file: "a.json")
        #expect(walked == (try Catalog(decoding: document, file: "a.json")))
        #expect(walked.places[0].coordinate == Coordinate(latitude: 13.75, longitude: 100))
        #expect(walked.places[0].names[.thai] == LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"]))
        #expect(walked.metadata.sources.map(\.name) == ["A", "B"])
    }

    @Test func keepsOnlyTheLanguagesAsked() throws {
        let document = try JSONDocument(MergeFixtures.a)
        let places = try CatalogReader.places(in: document, file: "a.json", languages: [.thai])
        #expect(Self.essentials(places) == [
            "iso3166-1:TH|country|TH|[\"thai=[\\\"ประเทศไทย\\\"]\"]",
            "tz:Asia/Bangkok|city|TH|[\"thai=[\\\"กรุงเทพมหานคร\\\", \\\"กรุงเทพฯ\\\"]\"]",
        ])
    }

    @Test(arguments: [
        #"{"format": "placenames-catalog", "version": 1, "places": [{"id": "x", "kind": "city", "nmes": {}}]}"#,
        #"{"format": "placenames-catalog", "version": 1, "places": [{"id": "x", "kind": "city", "names": {"thia": "ก"}}]}"#,
        #"{"format": "placenames-catalog", "version": 1, "places": [{"id": 7, "kind": "city"}]}"#,
        #"{"format": "placenames-catalog", "version": 2, "places": []}"#,
        #"{"format": "placenames-catalog", "version": 1, "places": [{"id": "x", "kind": "city", "names": {"thai": {"short": ["ก"]}}}]}"#,
        #"{"format": "placenames-catalog", "version": 1, "places": [{"id": "x", "kind": "city", "names": {"thai": {"preferred": "ก", "short": "ข"}}}]}"#,
        #"[1, 2, 3]"#,
        #"{"places": []}"#,
    ])
    func failsExactlyAsTheDecoder(json: String) throws {
        let document = try JSONDocument(json)
        var decoderError: String?
        do { _ = try Catalog(document: document, file: "x.json") } catch { decoderError = error.description }
        var walkError: String?
        do {
            _ = try CatalogReader.places(in: document, file: "x.json", languages: [.thai])
        } catch {
            walkError = error.description
        }
        #expect(decoderError != nil)
        #expect(walkError == decoderError)
    }
}
