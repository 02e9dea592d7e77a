import Foundation
import Testing
@testable import PlaceNamesCore

/// The one catalog reader: its strict walk reads what the full decoder reads and fails as it does, and one walk in
/// every mode at once gives what each mode gives alone.
@Suite struct CatalogReaderTests {
    static func essentials(_ places: [Place]) -> [String] {
        places.map { place in
            let names = place.names.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)=\($0.value.forms.map(\.value))" }
            return "\(place.id)|\(place.kind.rawValue)|\(place.country ?? "-")|\(names)"
        }
    }

    @Test func readsTheShippedCatalogsAsTheDecoderDoes() async throws {
        for file in Sweep.catalogFiles(try CatalogFiles.find([PackageRoot.catalogs.path])) {
            await Task.yield()  // a debug build takes seconds here: leave the cooperative threads to other tests
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

    /// Every entry the map holds for each place, as text.
    static func mapped(_ map: CatalogSourceMap, _ catalog: Catalog) -> [String] {
        catalog.places.indices.map { index in
            let place = catalog.places[index]
            let entries: [CatalogSourceMap.Entry] = CatalogSchema.PlaceField.allCases.map { .field($0) }
                + place.names.keys.sorted { $0.rawValue < $1.rawValue }.map { .name($0) }
                + place.codes.keys.sorted { $0.rawValue < $1.rawValue }.map { .code($0) }
            return "\(map.offset(ofPlace: index) ?? -1) \(map.offsets(of: entries, inPlace: index))"
        }
    }

    @Test func oneWalkInEveryModeGivesWhatEachModeGivesAlone() throws {
        let file = PackageRoot.catalogs.appendingPathComponent("cities/TH.json").path
        let document = try MergeInput.parse(file)
        let all = CatalogReader.withReader(over: document, mode: [.builds, .goesOn, .outlines, .maps]) { reader in
            reader.readCatalog()
            return (reader.isUnreadable, Catalog(metadata: reader.metadata, places: reader.places), reader.map,
                    reader.outline)
        }
        let strict = try CatalogReader.catalog(in: document, file: file)
        #expect(!all.0)
        #expect(all.1 == strict)
        #expect(all.1 == (try Catalog(decoding: document, file: file)))
        #expect(Self.mapped(all.2, strict) == Self.mapped(CatalogSourceMap(document: document), strict))
        let outline = CatalogReader.withReader(over: document, mode: [.goesOn, .outlines]) { reader in
            reader.readCatalog()
            return reader.outline
        }
        #expect(all.3.places.map(\.id) == outline.places.map(\.id))
        #expect(all.3.names.map(\.node) == outline.names.map(\.node))
        #expect(all.3.aliases.map(\.node) == outline.aliases.map(\.node))
        #expect(all.3.places.count == strict.places.count)
        #expect(all.3.names.count == strict.places.reduce(0) { $0 + $1.names.values.reduce(0) { $0 + $1.forms.count } })
        #expect(all.3.findings.isEmpty)
    }

    @Test func keysWrittenWithEscapesAreReadByTheWalkItself() throws {
        let json = #"""
            {"form\u0061t": "placenames-catalog", "version": 1, "places": [
              {"\u0069d": "x", "kind": "city", "n\u0061mes": {"th\u0061i": {"pr\u0065ferred": "ก"}}, "aliases": ["\u0041"]}
            ]}
            """#
        let document = try JSONDocument(json)
        let walked = CatalogReader.withReader(over: document, mode: .builds) { reader in
            reader.readCatalog()
            return (reader.isUnreadable, reader.places)
        }
        #expect(!walked.0, "nothing in the file stops the walk")
        #expect(walked.1 == (try Catalog(decoding: document, file: "x.json")).places)
        #expect(walked.1.first?.names[.thai]?.preferred == "ก")
        #expect(walked.1.first?.aliases == ["A"])
    }

    @Test func aStrictWalkStopsAtTheFirstProblemAndAnOutlineGoesOn() throws {
        let json = #"""
            {"format": "placenames-catalog", "version": 1, "places": [
              {"id": "a", "kind": 1}, {"id": "b", "kind": "city", "names": {"thia": "ก"}}, {"id": "c", "kind": "city"}
            ]}
            """#
        let document = try JSONDocument(json)
        let strict = CatalogReader.withReader(over: document, mode: .builds) { reader in
            reader.readCatalog()
            return (reader.isUnreadable, reader.places.count, reader.outline.findings.count)
        }
        #expect(strict.0 && strict.1 == 0 && strict.2 == 0)
        let outline = CatalogReader.withReader(over: document, mode: [.goesOn, .outlines]) { reader in
            reader.readCatalog()
            return (reader.isUnreadable, reader.outline)
        }
        #expect(outline.0)
        #expect(outline.1.places.map(\.id) == ["a", "b", "c"])
        #expect(outline.1.findings.map(\.code) == [.wrongType, .noNames, .unknownLanguage, .noNames])
    }
}
