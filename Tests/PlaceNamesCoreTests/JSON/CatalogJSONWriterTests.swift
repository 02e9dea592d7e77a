import Foundation
import Testing
@testable import PlaceNamesCore

/// `Catalog.canonicalJSON()` writes straight from the model; it must give exactly the bytes of the Codable
/// encoder, on every shipped catalog written indented (which are that encoder's output: every field, name form and
/// escape they hold) and on the shapes they lack; the towns, one place per line, are the same JSON laid out so.
@Suite struct CatalogJSONWriterTests {
    @Test func everyShippedCatalogGivesTheEncodersBytes() async throws {
        let files = try CatalogFiles.find([PackageRoot.catalogs.path])
        try #require(files.count > 400, "the shipped catalogs")
        for (position, file) in Sweep.catalogFiles(files).enumerated() {
            await Task.yield()  // a debug build takes seconds here: leave the cooperative threads to other tests
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            let catalog = try Catalog(jsonBytes: bytes, file: file)
            let layout = CatalogLayout.of(bytes)
            #expect(layout == (file.contains("/towns/") ? .placePerLine : .indented), "\(file)")
            let written = try catalog.canonicalJSON(layout: layout)
            #expect(written == bytes, "\(file)")
            // The encoder is slow in a debug build; the files are its output already (CanonicalCatalogTests).
            if layout == .indented, position % (Sweep.isFull ? 25 : 25 / Sweep.stride) == 0 {
                #expect(written == (try CanonicalJSONEncoder().encodeBytes(catalog)), "\(file)")
            }
        }
    }

    @Test func onePlacePerLineIsTheIndentedJSONWithEachPlaceCompact() throws {
        let catalog = Catalog(places: [
            Place(id: "geonames:2661750", kind: .village, defaultName: "Andermatt", country: "CH",
                  coordinate: Coordinate(latitude: 46.63565, longitude: 8.59388), population: 1258,
                  names: [.japanese: "アンデルマット", .german: LocalizedName("Andermatt", variants: ["Ursern"])],
                  aliases: ["Andermatt"]),
            Place(id: "b", kind: .town, names: [:]),
        ])
        let text = String(decoding: try catalog.canonicalJSON(layout: .placePerLine), as: UTF8.self)
        #expect(text == """
            {
              "format": "placenames-catalog",
              "version": 1,
              "metadata": {
                "sources": []
              },
              "places": [
                {"id":"geonames:2661750","kind":"village","defaultName":"Andermatt","country":"CH","coordinate":{"latitude":46.63565,"longitude":8.59388},"population":1258,"names":{"german":{"preferred":"Andermatt","variants":["Ursern"]},"japanese":"アンデルマット"},"aliases":["Andermatt"]},
                {"id":"b","kind":"town","names":{}}
              ]
            }

            """)
        #expect(CatalogLayout.of(Array(text.utf8)) == .placePerLine)
        #expect(CatalogLayout.of(try catalog.canonicalJSON()) == .indented)
    }

    @Test func shapesTheShippedCatalogsLack() throws {
        let catalogs = [
            Catalog(),
            Catalog(metadata: CatalogMetadata(generatedBy: "names import translations", sources: [
                CatalogSource(name: "Translations \"th\".po", version: "2026-12-03"),
                CatalogSource(name: "x", licence: "CC0-1.0", url: "https://example.org/\u{7}"),
            ]), places: [
                Place(id: "a", kind: "town", names: [:]),
                Place(id: "b\\\n", kind: .city, defaultName: "Bee", country: "TH", region: "iso3166-2:TH-10",
                      coordinate: Coordinate(latitude: -0.000001, longitude: 1e-7), population: 0,
                      codes: ["wikidata": "Q1", "geonames": "1"],
                      names: [.thai: LocalizedName("บี", short: ["บ"], variants: ["b1", "b2"], colloquial: ["c"],
                                                   historic: ["h"]), .english: "Bee", .chineseTraditional: "蜂"],
                      aliases: ["B", "e\u{301}"]),
            ]),
        ]
        for catalog in catalogs {
            #expect(try catalog.canonicalJSON() == (try CanonicalJSONEncoder().encodeBytes(catalog)))
            let onePerLine = try catalog.canonicalJSON(layout: .placePerLine)
            #expect(try Catalog(jsonBytes: onePerLine) == catalog)
            #expect(CatalogLayout.of(onePerLine) == (catalog.places.isEmpty ? .indented : .placePerLine))
        }
        let infinite = Catalog(places: [Place(id: "x", kind: .city, coordinate: Coordinate(latitude: .infinity, longitude: 0))])
        #expect(throws: EncodingError.self) { try infinite.canonicalJSON() }
    }
}
