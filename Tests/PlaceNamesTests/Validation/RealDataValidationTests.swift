import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The validator on real inputs: the JSONTestSuite corpus, the shipped CLDR catalogs, Natural Earth (`names validate` on
/// the corpus is tested in `PlaceNamesEndToEndTests`).
@Suite struct RealDataValidationTests {
    @Test(.needsSharedData(JSONTestSuite.wholeCorpus)) func theCorpusNeverCrashesTheLibraryEither() throws {
        for file in try JSONTestSuite.wholePaths(prefix: "") {
            let result = CatalogValidator().validate(files: [file])
            #expect(result.diagnostics.count == 1, "\(file)")
            #expect(result.failed(at: .error))
        }
    }

    @Test(.needsSharedData("natural-earth/ne_10m_populated_places.json"))
    func naturalEarthIsValidJSONButNotACatalog() throws {
        let url = try SharedData.url("natural-earth/ne_10m_populated_places.json")
        let result = CatalogValidator().validate(files: [url.path])
        #expect(result.diagnostics.map(\.description) == [
            "\(url.path):1:1: error[not-a-catalog]: not a catalog: the object has no \"format\": \"placenames-catalog\" member",
        ])
    }

    @Test func theShippedCatalogsHaveNoErrorsAndTheRealFindingsAreReported() throws {
        // The countries, regions and cities; CI's validate step checks all of Catalogs/ with `names validate`.
        let files = try CatalogFiles.find(["territories.json", "subdivisions", "cities"]
            .map { PackageRoot.url.appendingPathComponent("Catalogs/\($0)").path })
        let result = CatalogValidator().validate(files: files)
        #expect(!result.failed(at: .error))
        #expect(result.fileCount == files.count && result.placeCount > 6000 && result.nameCount > 300_000)
        // Real data issues the sources have, listed in Catalogs/README.md: a Mongolian name with a Latin A (CLDR 41),
        // Tatar names written with a Latin g (iso-codes).
        let messages = Set(result.diagnostics.map { "\($0.severity.rawValue)[\($0.code)]: \($0.message)" })
        #expect(messages.contains(
            "warning[script-mismatch]: the mongolian name \"Аддис-Aбеба\" has Latn characters ('A'), but mongolian is written in Cyrl"))
        #expect(messages.contains(
            "warning[mixed-script-confusable]: the tatar name \"Конgо\" mixes Cyrl and Latn letters that look alike (a mixed-script confusable); write it in one script"))
    }
}
