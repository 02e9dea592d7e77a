import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// `--write-baseline` and `--baseline` through the built binary: known findings are left out whatever the file's
/// layout, new ones are reported, fixed ones are stale, and a bad baseline stops the run before anything is written.
@Suite(.serialized, .needsNamesBinary) struct ValidateBaselineTests {
    static let bangkok = ValidationFixtures.place("iso3166-2:TH-10", "\"english\": \" Bangkok\"")
    static let chiangMai = ValidationFixtures.place("iso3166-2:TH-50", "\"english\": \"CHIANG MAI\"")
    static let catalog = ValidationFixtures.catalog([bangkok, chiangMai].joined(separator: ",\n"))
    /// The same places, reordered and minified onto one line.
    static let reshaped = #"{"format":"placenames-catalog","version":1,"places":[{"id":"iso3166-2:TH-50","kind":"city","country":"TH","names":{"english":"CHIANG MAI"}},{"id":"iso3166-2:TH-10","kind":"city","country":"TH","names":{"english":" Bangkok"}}]}"#

    private func run(_ arguments: [String], in folder: String) throws -> NamesBinary.Output {
        try NamesBinary.run(arguments, in: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aBaselineSurvivesReformattingAndReorderingAndLetsNewFindingsThrough() throws {
        let folder = try ValidationFixtures.temporaryFolder()
        try write(Self.catalog, folder + "/th.json")
        let recorded = try run(["validate", "th.json", "--write-baseline", "known.json"], in: folder)
        #expect(recorded.status == 0)
        #expect(recorded.stderr == """
            names: recorded 2 findings in known.json
            0 errors, 0 warnings in 1 file, 2 places checked; 2 known findings left out by the baseline

            """)
        let baseline = try String(contentsOfFile: folder + "/known.json", encoding: .utf8)
        #expect(baseline.hasPrefix("""
            {
              "format": "placenames-validation-baseline",
              "version": 1,
              "findings": [
                {
                  "code": "suspicious-case",
                  "place": "iso3166-2:TH-50",
                  "language": "english",
            """))

        try write(Self.reshaped, folder + "/th.json")
        let same = try run(["validate", "th.json", "--baseline", "known.json", "--fail-on", "info"], in: folder)
        #expect(same.status == 0)
        #expect(same.stderr == "0 errors, 0 warnings in 1 file, 2 places checked; 2 known findings left out by the baseline\n")

        try write(Self.reshaped.replacing("\"CHIANG MAI\"", with: "\"Chiang Mai\"")
                    .replacing(#""names":{"english":" Bangkok"}"#, with: #""names":{"english":" Bangkok","french":"Bangkok "}"#),
                  folder + "/th.json")
        let changed = try run(["validate", "th.json", "--baseline", "known.json"], in: folder)
        #expect(changed.status == 0)
        #expect(changed.stderr == """
            th.json:1:233: warning[whitespace]: the french name "Bangkok " has trailing whitespace; write "Bangkok"
            known.json:5:5: info[stale-baseline]: 1 of 1 baselined suspicious-case finding (place 'iso3166-2:TH-50', language english) no longer found: rewrite the baseline to drop it
            0 errors, 1 warning, 1 info in 1 file, 2 places checked; 1 known finding left out by the baseline

            """)
    }

    @Test func aFolderUsesItsOwnBaselineUnlessToldNotTo() throws {
        let folder = try ValidationFixtures.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Catalogs", withIntermediateDirectories: true)
        try write(Self.catalog, folder + "/Catalogs/th.json")
        _ = try run(["validate", "--write-baseline", "Catalogs/.names-baseline.json"], in: folder)
        let quiet = try run(["validate"], in: folder)
        #expect(quiet.stderr == "0 errors, 0 warnings in 1 file, 2 places checked; 2 known findings left out by the baseline\n")
        let all = try run(["validate", "Catalogs/", "--no-baseline"], in: folder)
        #expect(all.stderr.hasSuffix("0 errors, 1 warning, 1 info in 1 file, 2 places checked\n"))
    }

    @Test func aMalformedBaselineIsExitTwoWithItsLocationAndNothingIsWritten() throws {
        let folder = try ValidationFixtures.temporaryFolder()
        try write(Self.catalog, folder + "/th.json")
        try write("""
            {
              "format": "placenames-validation-baseline",
              "version": 1,
              "findings": [
                {"code": "suspicious-case", "value": "not a hash", "count": 1}
              ]
            }
            """, folder + "/bad.json")
        let bad = try run(["validate", "th.json", "--baseline", "bad.json", "--write-baseline", "new.json"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr == "names: bad.json:5:42: findings[0].value must be 16 hex digits (a hash), found \"not a hash\"\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/new.json"))

        try write("{\"format\": \"placenames-validation-baseline\", \"findings\": [", folder + "/cut.json")
        let cut = try run(["validate", "th.json", "--baseline", "cut.json"], in: folder)
        #expect(cut.status == 2)
        #expect(cut.stderr.hasPrefix("names: cut.json:1:"))

        let unknown = try run(["validate", "th.json", "nope/", "--write-baseline", "new.json"], in: folder)
        #expect(unknown.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/new.json"))
    }
}
