import Foundation
import Testing
import PlaceNames

/// JSONTestSuite files read as catalogs: the fast reader refuses every valid JSON file as the decoder does (merge,
/// export and stats given these files are tested in `PlaceNamesEndToEndTests`).
@Suite struct ManageBrokenInputTests {
    @Test func everyValidJSONFileIsNotACatalogForTheFastReader() throws {
        let files = try JSONTestSuite.availableFiles(prefix: "y_")
        for file in files {
            let document = try JSONDocument(data: try Data(contentsOf: file))
            var decoderError: String?
            do { _ = try Catalog(document: document, file: file.lastPathComponent) } catch {
                decoderError = error.description
            }
            var readerError: String?
            do {
                _ = try CatalogReader.places(in: document, file: file.lastPathComponent, languages: [.thai])
            } catch {
                readerError = error.description
            }
            #expect(readerError != nil && readerError == decoderError, "\(file.lastPathComponent)")
        }
    }
}
