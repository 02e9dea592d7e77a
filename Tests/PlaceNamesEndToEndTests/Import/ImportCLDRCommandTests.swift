import Foundation
import Testing
import PlaceNames

/// `names import cldr` through the built binary: a missing CLDR folder, a dry run, the source options.
@Suite(.needsNamesBinary) struct ImportCLDRCommandTests {
    @Test func aMissingCLDRFolderExitsTwoAndSaysWhatToInstall() throws {
        let output = try NamesBinary.run(["import", "cldr", "--root", "/nonexistent/cldr", "-o", "/tmp/x.json"])
        #expect(output.status == 2)
        #expect(output.stderr == "names: /nonexistent/cldr/main: cannot read the CLDR folder (apt-get install -y unicode-cldr-core)\n")
    }

    /// `import cldr` takes the options every importer shares: a dry run writes nothing, the source can be renamed.
    @Test(.needsCLDR) func dryRunWritesNothingAndSourceOptionsReachTheMetadata() throws {
        let output = NSTemporaryDirectory() + "cldr-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let dry = try NamesBinary.run(["import", "cldr", "--part", "territories", "--dry-run", "-o", output])
        #expect(dry.status == 0)
        #expect(dry.stderr.hasPrefix("dry run: would write "))
        #expect(dry.stderr.contains(" places to \(output)\n"))
        #expect(!FileManager.default.fileExists(atPath: output))

        let real = try NamesBinary.run(["import", "cldr", "--part", "territories", "-o", output,
                                        "--source-name", "CLDR (Debian)", "--source-version", "41-test"])
        #expect(real.status == 0)
        let catalog = try Catalog.read(from: output)
        #expect(catalog.metadata.sources == [CatalogSource(name: "CLDR (Debian)", version: "41-test",
                                                             licence: "Unicode-3.0", url: "https://cldr.unicode.org")])
    }
}
