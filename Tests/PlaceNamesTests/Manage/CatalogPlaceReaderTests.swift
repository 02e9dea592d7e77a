import Foundation
import Testing
import PlaceNames

/// The fast walk that exports and statistics use reads what the full decoder reads, and fails as it does.
@Suite struct CatalogPlaceReaderTests {
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
            let walked = try CatalogPlaceReader.places(in: document, file: file, languages: Set(Language.allCases))
            let decoded = try Catalog(document: document, file: file).places
            #expect(Self.essentials(walked) == Self.essentials(decoded), "\(file)")
        }
    }

    @Test func keepsOnlyTheLanguagesAsked() throws {
        let document = try JSONDocument(MergeFixtures.a)
        let places = try CatalogPlaceReader.places(in: document, file: "a.json", languages: [.thai])
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
            _ = try CatalogPlaceReader.places(in: document, file: "x.json", languages: [.thai])
        } catch {
            walkError = error.description
        }
        #expect(decoderError != nil)
        #expect(walkError == decoderError)
    }
}
