import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// `names validate` driven through the built binary: exact stderr, stdout and exit statuses.
@Suite(.serialized, .needsNamesBinary) struct ValidateCommandTests {
    static let clean = ValidationFixtures.catalog(ValidationFixtures.place("iso3166-2:TH-10", "\"english\": \"Bangkok\""))
    static let nfd = ValidationFixtures.catalog(ValidationFixtures.place("q", "\"french\": \"Que\u{301}bec\""))

    private func folder(_ files: [String: String]) throws -> String {
        let folder = try ValidationFixtures.temporaryFolder()
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aCleanCatalogExitsZeroWithTheSummaryOnly() throws {
        let folder = try folder(["th.json": Self.clean])
        let output = try NamesBinary.run(["validate", "th.json"], in: folder)
        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr == "0 errors, 0 warnings in 1 file, 1 place checked\n")
    }

    @Test func aFolderIsCheckedAsOneSetAndABrokenFileDoesNotStopTheOthers() throws {
        let folder = try folder([
            "a/broken.json": "{\"format\": \"placenames-catalog\",,}",
            "b/th.json": ValidationFixtures.catalog(ValidationFixtures.place("x", "\"thia\": \"Bangkok\"")),
            "c/notes.txt": "not a catalog, not checked",
            ".hidden.json": "{",
        ])
        let output = try NamesBinary.run(["validate", "."], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr == """
            ./a/broken.json:1:33: error[not-json]: not JSON: expected a string key after ',', found ','
            ./b/th.json:10:9: error[unknown-language]: unknown language 'thia' — did you mean 'thai'?
            2 errors, 0 warnings in 2 files, 1 place checked

            """)
    }

    @Test func jsonOutputGoesToStdoutAndFailOnDecidesTheExitStatus() throws {
        let folder = try folder(["th.json": ValidationFixtures.catalog(ValidationFixtures.place("x", "\"english\": \"BANGKOK\""))])
        let relaxed = try NamesBinary.run(["validate", "th.json", "--format", "json"], in: folder)
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout == """
            [
              {
                "file": "th.json",
                "line": 10,
                "column": 20,
                "severity": "info",
                "code": "suspicious-case",
                "message": "the english name \\"BANGKOK\\" is all upper case",
                "place": "x",
                "language": "english"
              }
            ]

            """)
        #expect(relaxed.stderr == "0 errors, 0 warnings, 1 info in 1 file, 1 place checked\n")
        let strict = try NamesBinary.run(["validate", "th.json", "--fail-on", "info"], in: folder)
        #expect(strict.status == 1)
        let off = try NamesBinary.run(["validate", "th.json", "--fail-on", "info", "--severity", "suspicious-case=off"],
                                      in: folder)
        #expect(off.status == 0)
        let sarif = try NamesBinary.run(["validate", "th.json", "--format", "sarif"], in: folder)
        #expect(sarif.stdout.contains("\"columnKind\": \"unicodeCodePoints\"") == true)
    }

    @Test func usageErrorsAndUnreadablePathsExitTwo() throws {
        let folder = try folder(["th.json": Self.clean])
        let missing = try NamesBinary.run(["validate", "th.json", "nope.json"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "names: nope.json: no such file or folder\n")
        let badSeverity = try NamesBinary.run(["validate", "th.json", "--severity", "not-nfd=off"], in: folder)
        #expect(badSeverity.status == 2)
        #expect(badSeverity.stderr.contains("unknown check 'not-nfd' — did you mean 'not-nfc'?") == true)
        let dryRunAlone = try NamesBinary.run(["validate", "th.json", "--dry-run"], in: folder)
        #expect(dryRunAlone.status == 2)
    }

    @Test func fixRewritesNamesInNFCAndChecksTheFileAgain() throws {
        let folder = try folder(["q.json": Self.nfd])
        let dry = try NamesBinary.run(["validate", "--fix", "--dry-run", "q.json"], in: folder)
        #expect(dry.status == 1)
        #expect(dry.stderr == """
            q.json:10:19: would rewrite the french name "Québec" in NFC
            q.json:10:19: error[not-nfc]: the french name "Que\u{301}bec" is not in Unicode NFC; `names validate --fix` rewrites it
            1 error, 0 warnings in 1 file, 1 place checked

            """)
        #expect(try String(contentsOfFile: folder + "/q.json", encoding: .utf8).utf8.elementsEqual(Self.nfd.utf8))
        let fixed = try NamesBinary.run(["validate", "--fix", "q.json"], in: folder)
        #expect(fixed.status == 0)
        #expect(fixed.stderr == """
            q.json:10:19: rewrote the french name "Québec" in NFC
            q.json: 1 name rewritten in NFC
            0 errors, 0 warnings in 1 file, 1 place checked

            """)
        let expected = Self.nfd.replacingOccurrences(of: "Que\u{301}bec", with: "Qu\u{E9}bec")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/q.json"))) == Array(expected.utf8))
    }

    @Test func killingAFixMidWriteLeavesTheOldFileOrTheNewOneNeverAMix() throws {
        // A catalog big enough (about 8 MB) that the write takes a while.
        let places = (0..<40_000).map { ValidationFixtures.place("p\($0)", "\"french\": \"Que\u{301}bec \($0)\"") }
        let original = Array(ValidationFixtures.catalog(places.joined(separator: ",\n")).utf8)
        let fixed = try #require(NFCFix.apply(to: original)).bytes
        let new = try ManageNamesTool.withScratch { tool in
            try KillDuringWrite(tool: tool, arguments: ["validate", "--fix", "big.json"], target: "big.json",
                                old: original).check(rounds: 10).new
        }
        #expect(new == fixed)
    }
}
