import Foundation
import PlaceNames
import PlaceNamesCore
@testable import PlaceNamesServer
import Testing

/// The server parses each catalog file once per load and per reload: `names validate` checks the parsed document
/// and the places served are read from that same document. Before, the validator parsed the bytes and the reader
/// parsed them again, two parses per file; the counts below would then be doubled.
@Suite struct CatalogParseCountTests {
    static let files = [("a.json", TestCatalog.tak), ("b.json", TestCatalog.serbia), ("c.json", TestCatalog.noviSad)]

    @Test func startUpAndEveryReloadParseEachFileOnce() async throws {
        try await withTemporaryFolder { folder in
            for (name, place) in Self.files { try Catalog(places: [place]).write(to: folder + "/" + name) }
            let counter = JSONDocument.ParseCounter()
            try await JSONDocument.$parseCounter.withValue(counter) {
                let store = try CatalogStore(loader: CatalogLoader(paths: [folder]))
                #expect(counter.count == Self.files.count, "start-up")
                #expect(store.served.places.map(\.id) == Self.files.map(\.1.id))

                // Files unchanged: the fingerprint says so before anything is parsed.
                guard case .unchanged = await store.reload() else {
                    Issue.record("an unchanged catalog was reloaded")
                    return
                }
                #expect(counter.count == Self.files.count, "unchanged reload")

                // One file changed: every file is read and parsed again, each once, validated and served.
                var renamed = TestCatalog.tak
                renamed.names[.english] = "Tak Province"
                try Catalog(places: [renamed]).write(to: folder + "/a.json")
                guard case .reloaded = await store.reload() else {
                    Issue.record("the changed catalog was refused")
                    return
                }
                #expect(counter.count == 2 * Self.files.count, "reload")
                #expect(store.served.places.first?.names[.english]?.preferred == "Tak Province")

                // A file with an error-level finding: parsed once, refused, not parsed again to be decoded.
                var decomposed = TestCatalog.tak
                decomposed.names[.french] = "Tak\u{0301}"
                try Catalog(places: [decomposed]).write(to: folder + "/a.json")
                guard case .rejected = await store.reload() else {
                    Issue.record("a catalog with a name not in NFC was served")
                    return
                }
                #expect(counter.count == 3 * Self.files.count, "rejected reload")
                #expect(store.served.places.first?.names[.french] == nil)
            }
        }
    }

    /// Validating and decoding the parsed files of one load do not parse: the one parse is `parsed()`'s.
    @Test func validatingAndDecodingParsedFilesDoNotParseAgain() throws {
        let contents = CatalogFileContents(
            files: try Self.files.map { (path: $0.0, bytes: try Catalog(places: [$0.1]).canonicalJSON()) })
        let counter = JSONDocument.ParseCounter()
        try JSONDocument.$parseCounter.withValue(counter) {
            let parsed = contents.parsed()
            #expect(counter.count == Self.files.count)
            let result = parsed.validate()
            #expect(result.placeCount == Self.files.count)
            #expect(!result.failed(at: .error))
            let catalog = try parsed.catalog()
            #expect(catalog.places.count == Self.files.count)
            #expect(counter.count == Self.files.count)
        }
    }
}
