import Foundation

/// The JSONTestSuite parsing corpus, in two sizes: the trimmed sample kept in `Tests/Fixtures/jsontestsuite`
/// (always present, so these tests never run on zero files) and the whole corpus of 318 files read in place from
/// `../shared/data` (tests that read it carry `.needsSharedData(JSONTestSuite.wholeCorpus)`).
enum JSONTestSuite {
    static let wholeCorpus = "jsontestsuite/test_parsing"

    static var sampleFolder: URL {
        PackageRoot.url.appendingPathComponent("Tests/Fixtures/jsontestsuite")
    }

    /// A file of the sample by name.
    static func sample(_ name: String) -> URL { sampleFolder.appendingPathComponent(name) }

    /// The sample's `.json` files whose names start with `prefix`, sorted by name.
    static func sampleFiles(prefix: String) throws -> [URL] { try files(in: sampleFolder, prefix: prefix) }

    /// The whole corpus's `.json` files whose names start with `prefix`, sorted by name.
    static func wholeFiles(prefix: String) throws -> [URL] { try files(in: SharedData.url(wholeCorpus), prefix: prefix) }

    /// The paths of `wholeFiles(prefix:)`, as `names validate` and the validator take them.
    static func wholePaths(prefix: String) throws -> [String] { try wholeFiles(prefix: prefix).map(\.path) }

    /// The whole corpus's files when ../shared/data has it, else the sample's: for checks that hold on any JSON.
    static func availableFiles(prefix: String) throws -> [URL] {
        SharedData.has([wholeCorpus]) ? try wholeFiles(prefix: prefix) : try sampleFiles(prefix: prefix)
    }

    private static func files(in folder: URL, prefix: String) throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let files = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
        guard !files.isEmpty else { throw MissingTestInput("no \(prefix)*.json files in \(folder.path)") }
        return files
    }
}
