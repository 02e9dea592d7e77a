import Foundation
import Testing

@Suite struct LanguageGeneratorTests {
    static let cldr = "/usr/share/unicode/cldr/common"

    /// The package root: the nearest folder above this file holding Package.swift.
    static var packageRoot: URL? {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    @Test(.needsCLDR, .needsPython3) func committedCasesMatchTheGenerator() throws {
        let root = try #require(Self.packageRoot)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("Language+Cases-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root.appendingPathComponent("Scripts/generate-languages.py").path,
                             "--cldr", Self.cldr, "--output", output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let generated = try Data(contentsOf: output)
        let committed = try Data(
            contentsOf: root.appendingPathComponent("Sources/PlaceNamesCore/Language/Language+Cases.swift")
        )
        #expect(generated == committed, "Language+Cases.swift is stale: run python3 Scripts/generate-languages.py")
    }
}
