import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// `names validate` on real inputs: the JSONTestSuite corpus, the shipped CLDR catalogs, Natural Earth.
@Suite struct RealDataValidationTests {
    static func corpus(_ prefix: String) throws -> [String] {
        try JSONTestSuite.wholeFiles(prefix: prefix).map(\.path)
    }

    /// Each diagnostic line's file and the rest, for the corpus runs.
    static func linesByFile(_ stderr: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for line in stderr.split(separator: "\n") {
            guard let colon = line.range(of: ".json:") else { continue }
            result[String(line[..<colon.lowerBound]) + ".json", default: []].append(String(line))
        }
        return result
    }

    @Test(.needsNamesBinary, .needsSharedData(JSONTestSuite.wholeCorpus))
    func everyNFileIsOneNotJSONErrorWithALineAndColumnAndExitOne() throws {
        let files = try Self.corpus("n_")
        let output = try NamesBinary.run(["validate"] + files)
        #expect(files.count == 188)
        #expect(output.status == 1)
        let byFile = Self.linesByFile(output.stderr)
        let located = try Regex(#"^.+\.json:[1-9][0-9]*:[1-9][0-9]*: error\[not-json\]: not JSON: .+$"#)
        for file in files {
            let lines = byFile[file] ?? []
            #expect(lines.count == 1, "\(file)")
            #expect(lines.allSatisfy { $0.wholeMatch(of: located) != nil }, "\(lines)")
        }
        #expect(output.stderr.hasSuffix("188 errors, 0 warnings in 188 files, 0 places checked\n"))
    }

    @Test(.needsNamesBinary, .needsSharedData(JSONTestSuite.wholeCorpus))
    func everyYFileIsOneNotACatalogErrorAndExitOne() throws {
        let files = try Self.corpus("y_")
        let output = try NamesBinary.run(["validate"] + files)
        #expect(files.count == 95)
        #expect(output.status == 1)
        let byFile = Self.linesByFile(output.stderr)
        for file in files {
            let lines = byFile[file] ?? []
            #expect(lines.count == 1 && lines[0].contains(": error[not-a-catalog]: not a catalog: "), "\(file): \(lines)")
        }
        #expect(output.stderr.hasSuffix("95 errors, 0 warnings in 95 files, 0 places checked\n"))
    }

    @Test(.needsSharedData(JSONTestSuite.wholeCorpus)) func theCorpusNeverCrashesTheLibraryEither() throws {
        for file in try Self.corpus("") {
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
        let catalogs = NamesBinary.packageRoot.appendingPathComponent("Catalogs").path
        let files = try CatalogFiles.find([catalogs])
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
