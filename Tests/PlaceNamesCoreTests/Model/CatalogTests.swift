import Foundation
import Testing
import PlaceNamesCore

@Suite struct CatalogTests {
    @Test func readsFormatVersionMetadataAndPlaces() throws {
        let json = """
            {"format": "placenames-catalog", "version": 1,
             "metadata": {"generatedBy": "test", "sources": [{"name": "Unicode CLDR", "version": "41", "licence": "Unicode-3.0"}]},
             "places": [{"id": "iso3166-1:TH", "kind": "country", "names": {"thai": "ไทย"}}]}
            """
        let catalog = try JSONDecoder().decode(Catalog.self, from: Data(json.utf8))
        #expect(catalog.version == 1)
        #expect(catalog.metadata.generatedBy == "test")
        #expect(catalog.metadata.sources == [CatalogSource(name: "Unicode CLDR", version: "41", licence: "Unicode-3.0")])
        #expect(catalog.places.map(\.id) == ["iso3166-1:TH"])
    }

    @Test func aFileWithoutTheFormatMarkerIsNotACatalog() {
        #expect {
            _ = try JSONDecoder().decode(Catalog.self, from: Data(#"{"places": []}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == #"not a PlaceNames catalog: expected "format": "placenames-catalog""#
        }
    }

    @Test func aNewerFormatVersionIsRefused() {
        #expect {
            _ = try JSONDecoder().decode(Catalog.self, from: Data(#"{"format": "placenames-catalog", "version": 7, "places": []}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "catalog format version 7 is not supported (this tool reads 1...1)"
        }
    }

    @Test func metadataMergeUnionsSources() {
        let cldr = CatalogSource(name: "Unicode CLDR", version: "41")
        let ne = CatalogSource(name: "Natural Earth")
        let merged = CatalogMetadata(generatedBy: "a", sources: [cldr]).merged(with: CatalogMetadata(sources: [ne, cldr]))
        #expect(merged == CatalogMetadata(generatedBy: "a", sources: [cldr, ne]))
    }
}
