import Foundation
import Testing
import PlaceNames

/// `names validate` on real inputs through the built binary: the JSONTestSuite corpus.
@Suite struct RealDataValidationTests {
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
        let files = try JSONTestSuite.wholePaths(prefix: "n_")
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
        let files = try JSONTestSuite.wholePaths(prefix: "y_")
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
}
