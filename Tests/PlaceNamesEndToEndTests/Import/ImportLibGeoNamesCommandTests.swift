import Foundation
import Testing
import PlaceNames

/// `names import libgeonames` through the built binary, on the importer's small locale tree.
@Suite(.needsNamesBinary) struct ImportLibGeoNamesCommandTests {
    @Test func writesTheCatalogAndAnUnreadableCitiesCatalogExitsTwoWritingNothing() throws {
        let root = try LibGeoNamesFixture.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cities = "\(root)/cities.json"
        try Catalog(metadata: CatalogMetadata(generatedBy: "test", sources: []), places: LibGeoNamesFixture.cities)
            .write(to: cities)
        let output = "\(root)/out.json"
        let bad = try NamesBinary.run(["import", "libgeonames", "--cities", "\(root)/none.json", "--locale-root", root,
                                       "-o", output])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("names: \(root)/none.json: not a readable catalog"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let noRoot = try NamesBinary.run(["import", "libgeonames", "--cities", cities, "--locale-root", "\(root)/none",
                                          "-o", output])
        #expect(noRoot.status == 2)
        #expect(!FileManager.default.fileExists(atPath: output))

        let run = try NamesBinary.run(["import", "libgeonames", "--cities", cities, "--locale-root", root, "-o", output,
                                       "--source-version", "0.3.0-1", "--verbose"])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("read 25 names from 9 files, kept 11\n"))
        #expect(run.stderr.contains("names kept in chinese-simplified: 2\n"))
        let catalog = try Catalog.read(from: output)
        #expect(catalog.places.map(\.id) == LibGeoNamesFixture.cities.map(\.id))
        #expect(catalog.metadata.sources == [CatalogSource(name: "GeoNames alternate names (Debian libgeonames-common)",
                                                           version: "0.3.0-1", licence: "CC-BY-4.0",
                                                           url: "https://www.geonames.org")])
    }
}
