import Foundation
import Testing

@Suite struct FallbackGeneratorTests {
    @Test(.needsCLDR, .needsPython3) func committedParentsMatchTheGenerator() throws {
        let cldr = LanguageGeneratorTests.cldr
        let root = try #require(LanguageGeneratorTests.packageRoot)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("Language+Parent-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root.appendingPathComponent("Scripts/generate-fallbacks.py").path,
                             "--cldr", cldr, "--output", output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let generated = try Data(contentsOf: output)
        let committed = try Data(
            contentsOf: root.appendingPathComponent("Sources/PlaceNamesCore/Negotiation/Language+Parent.swift"))
        #expect(generated == committed, "Language+Parent.swift is stale: run python3 Scripts/generate-fallbacks.py")
    }
}
