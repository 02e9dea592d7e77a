import Foundation
import Testing
@testable import PlaceNamesCore

/// `Catalog.canonicalJSON()` writes straight from the model; it must give exactly the bytes of the Codable
/// encoder, on every shipped catalog (all 451 files, which are that encoder's output: every field, name form and
/// escape they hold) and on the shapes they lack.
@Suite struct CatalogJSONWriterTests {
    @Test func everyShippedCatalogGivesTheEncodersBytes() async throws {
        let files = try CatalogFiles.find([PackageRoot.catalogs.path])
        try #require(files.count > 400, "the shipped catalogs")
        for (position, file) in Sweep.catalogFiles(files).enumerated() {
            await Task.yield()  // a debug build takes seconds here: leave the cooperative threads to other tests
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            let catalog = try Catalog(jsonBytes: bytes, file: file)
            let written = try catalog.canonicalJSON()
            #expect(written == bytes, "\(file)")
            // The encoder is slow in a debug build; the files are its output already (CanonicalCatalogTests).
            if position % (Sweep.isFull ? 25 : 25 / Sweep.stride) == 0 { #expect(written == (try CanonicalJSONEncoder().encodeBytes(catalog)), "\(file)") }
        }
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
        }
        let infinite = Catalog(places: [Place(id: "x", kind: .city, coordinate: Coordinate(latitude: .infinity, longitude: 0))])
        #expect(throws: EncodingError.self) { try infinite.canonicalJSON() }
    }
}
