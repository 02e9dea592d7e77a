import Foundation
import Testing

/// Paths as the product brief writes them: `names validate catalogs/` on a file system that tells case apart,
/// `names validate` with no path, `names export --lang thai` from the package root — through the binary.
@Suite(.serialized, .needsNamesBinary) struct TypedPathTests {
    private func run(_ arguments: [String], in folder: String) throws -> NamesBinary.Output {
        try NamesBinary.run(arguments, in: folder)
    }

    private func folder(with entries: [String]) throws -> String {
        let folder = try ValidationFixtures.temporaryFolder()
        let catalog = ValidationFixtures.catalog(ValidationFixtures.place("iso3166-2:TH-10", "\"english\": \"Bangkok\""))
        for entry in entries {
            try FileManager.default.createDirectory(atPath: folder + "/" + entry, withIntermediateDirectories: true)
            try catalog.write(toFile: folder + "/" + entry + "/th.json", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aPathThatDiffersOnlyInCaseIsUsedWithANote() throws {
        let folder = try folder(with: ["Catalogs"])
        let output = try run(["validate", "catalogs/"], in: folder)
        #expect(output.status == 0)
        #expect(output.stderr == """
            names: no 'catalogs/'; using 'Catalogs/', which differs only in letter case
            0 errors, 0 warnings in 1 file, 1 place checked

            """)
        let nested = try run(["validate", "CATALOGS/TH.JSON"], in: folder)
        #expect(nested.stderr.hasPrefix("names: no 'CATALOGS/TH.JSON'; using 'Catalogs/th.json'"))
    }

    @Test func noPathMeansCatalogs() throws {
        let folder = try folder(with: ["Catalogs"])
        let output = try run(["validate"], in: folder)
        #expect(output.status == 0)
        #expect(output.stderr == "0 errors, 0 warnings in 1 file, 1 place checked\n")
    }

    @Test func twoCandidatesOrNoneAreExitTwoWithWhatYouMayHaveMeant() throws {
        let folder = try folder(with: ["Catalogs", "CATALOGS"])
        let two = try run(["validate", "catalogs/"], in: folder)
        #expect(two.status == 2)
        #expect(two.stderr == "names: catalogs/: no such file or folder — did you mean 'CATALOGS/' or 'Catalogs/'?\n")
        let none = try run(["validate", "catalgos/"], in: folder)
        #expect(none.status == 2)
        #expect(none.stderr == "names: catalgos/: no such file or folder — did you mean 'CATALOGS/' or 'Catalogs/'?\n")
        let nothingClose = try run(["export", "--lang", "thai", "zzz"], in: folder)
        #expect(nothingClose.status == 2)
        #expect(nothingClose.stderr == "names: zzz: no such file or folder\n")
    }

    @Test func theBriefsCommandsWorkFromThePackageRoot() throws {
        let root = NamesBinary.packageRoot.path
        let validate = try run(["validate", "catalogs/"], in: root)
        #expect(validate.status == 0)
        #expect(validate.stderr.hasPrefix("names: no 'catalogs/'; using 'Catalogs/', which differs only in letter case\n0 errors, 0 warnings in "))
        #expect(validate.stderr.split(separator: "\n").count == 2)
        let export = try run(["export", "--lang", "thai"], in: root)
        #expect(export.status == 0)
        #expect(export.stdout.contains("\"iso3166-2:TH-10\": \"กรุงเทพมหานคร\""))
    }
}
