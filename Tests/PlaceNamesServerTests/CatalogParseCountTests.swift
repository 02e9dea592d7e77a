import Foundation
import PlaceNames
import PlaceNamesCore
@testable import PlaceNamesIndex
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
                #expect(try await reload(store, writing: nil, to: folder, counter: counter) == ("unchanged", 0))

                // One file changed: every file is read and parsed again, each once, validated and served.
                var renamed = TestCatalog.tak
                renamed.names[.english] = "Tak Province"
                #expect(try await reload(store, writing: renamed, to: folder, counter: counter)
                    == ("reloaded", Self.files.count))
                #expect(store.served.places.first?.names[.english]?.preferred == "Tak Province")

                // A file with an error-level finding: parsed once, refused, not parsed again to be decoded.
                var decomposed = TestCatalog.tak
                decomposed.names[.french] = "Tak\u{0301}"
                #expect(try await reload(store, writing: decomposed, to: folder, counter: counter)
                    == ("rejected", Self.files.count))
                #expect(store.served.places.first?.names[.french] == nil)
            }
        }
    }

    /// Writes `place` as the first file (unless nil), reloads, and says what the reload did and how many parses
    /// it made.
    func reload(_ store: CatalogStore, writing place: Place?, to folder: String,
                counter: JSONDocument.ParseCounter) async throws -> (outcome: String, parses: Int) {
        if let place { try Catalog(places: [place]).write(to: folder + "/" + Self.files[0].0) }
        let before = counter.count
        let outcome = switch await store.reload() {
        case .reloaded: "reloaded"
        case .unchanged: "unchanged"
        case .rejected: "rejected"
        case .busy: "busy"
        }
        return (outcome, counter.count - before)
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
