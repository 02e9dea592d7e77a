import Foundation
import Testing

/// `names diff` driven as a reviewer would: real processes, the exact text, and diff's exit codes.
@Suite(.needsNamesBinary) struct DiffCommandTests {
    static let old = """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "geonames:1153669", "kind": "city", "defaultName": "Chiang Mai", "country": "TH",
           "coordinate": {"latitude": 18.79038, "longitude": 98.98468}, "population": 131091,
           "names": {"english": {"preferred": "Chiang Mai", "short": ["CM"]}, "german": "Chiang Mai",
                     "japanese": "チェンマイ"},
           "aliases": ["Nopburi"]},
          {"id": "geonames:98", "kind": "city", "defaultName": "Bar", "country": "TH", "names": {"english": "Bar"}}
        ]}

        """

    static let new = """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "geonames:1153669", "kind": "city", "defaultName": "Chiang Mai", "country": "TH",
           "coordinate": {"latitude": 18.79038, "longitude": 98.98468}, "population": 127240,
           "codes": {"wikidata": "Q52028"},
           "names": {"english": {"preferred": "Chiang Mai", "variants": ["Chiengmai"]},
                     "japanese": "チエンマイ", "thai": {"preferred": "เชียงใหม่", "short": ["ชม."]}},
           "aliases": ["Nopburi", "Kiang Mai"]},
          {"id": "geonames:99", "kind": "city", "defaultName": "Foo", "country": "TH",
           "names": {"english": "Foo", "thai": "ฟู"}}
        ]}

        """

    static let expected = """
        ~ geonames:1153669 Chiang Mai (city, TH) — new/cities/TH.json
            ~ english: "Chiang Mai"
                - short: "CM"
                + variants: "Chiengmai"
            - german: "Chiang Mai"
            ~ japanese: "チェンマイ" → "チエンマイ"
            + thai: "เชียงใหม่"
                + short: "ชม."
            + alias: "Kiang Mai"
            ~ population: 131091 → 127240
            + codes.wikidata: "Q52028"
        - geonames:98 Bar (city, TH), 1 name — old/cities/TH.json
        + geonames:99 Foo (city, TH), 2 names — new/cities/TH.json
        1 place changed, 1 added, 1 removed; names: 3 added (thai 2, english 1), 2 removed (english 1, german 1), \
        2 changed (english 1, japanese 1)

        """

    /// `old/cities/TH.json` and `new/cities/TH.json` (with a file both sides share as it is) in the scratch folder.
    static func writeFolders(_ tool: ManageNamesTool) throws {
        for side in ["old", "new"] {
            try FileManager.default.createDirectory(atPath: tool.path("\(side)/cities"),
                                                    withIntermediateDirectories: true)
            try tool.write("\(side)/cities/TH.json", side == "old" ? old : new)
            try tool.write("\(side)/countries.json", """
                {"format": "placenames-catalog", "version": 1, "places": [
                  {"id": "iso3166-1:TH", "kind": "country", "country": "TH", "names": {"thai": "ประเทศไทย"}}]}

                """)
        }
    }

    @Test func differentFoldersPrintEveryDifferenceAndExitOne() throws {
        try ManageNamesTool.withScratch { tool in
            try Self.writeFolders(tool)
            let run = try tool.run("diff", "old/", "new/")
            #expect(run.stderr == "")
            #expect(run.stdout == Self.expected)
            #expect(run.status == 1)
        }
    }

    @Test func equalCatalogsPrintOnlyTheSummaryAndExitZero() throws {
        try ManageNamesTool.withScratch { tool in
            try Self.writeFolders(tool)
            let run = try tool.run("diff", "old/cities/TH.json", "old/cities/TH.json")
            #expect(run.stdout == "0 places changed, 0 added, 0 removed; names: 0 added, 0 removed, 0 changed\n")
            #expect(run.stderr == "")
            #expect(run.status == 0)
        }
    }

    @Test func aMissingPathOrAFileThatIsNoCatalogExitsTwo() throws {
        try ManageNamesTool.withScratch { tool in
            try Self.writeFolders(tool)
            let missing = try tool.run("diff", "old/", "newer/")
            #expect(missing.status == 2)
            #expect(missing.stdout == "")
            #expect(missing.stderr == "names: newer/: no such file or folder — did you mean 'new/'?\n")
            try tool.write("broken.json", "{}\n")
            let broken = try tool.run("diff", "broken.json", "new/")
            #expect(broken.status == 2)
            #expect(broken.stdout == "")
            #expect(broken.stderr.hasPrefix("names: broken.json:1:1: "))
            let usage = try tool.run("diff", "old/")
            #expect(usage.status == 2)
        }
    }

    @Test func langLimitsTheNamesCompared() throws {
        try ManageNamesTool.withScratch { tool in
            try Self.writeFolders(tool)
            let run = try tool.run("diff", "old/", "new/", "--lang", "th")
            #expect(run.status == 1)
            #expect(run.stdout == """
                ~ geonames:1153669 Chiang Mai (city, TH) — new/cities/TH.json
                    + thai: "เชียงใหม่"
                        + short: "ชม."
                    + alias: "Kiang Mai"
                    ~ population: 131091 → 127240
                    + codes.wikidata: "Q52028"
                - geonames:98 Bar (city, TH), 0 names — old/cities/TH.json
                + geonames:99 Foo (city, TH), 1 name — new/cities/TH.json
                1 place changed, 1 added, 1 removed; names in thai: 2 added (thai 2), 0 removed, 0 changed

                """)
        }
    }

    @Test func jsonHasTheSameInformation() throws {
        try ManageNamesTool.withScratch { tool in
            try Self.writeFolders(tool)
            let run = try tool.run("diff", "--format", "json", "old/", "new/")
            #expect(run.status == 1)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [String: Any])
            let summary = try #require(root["summary"] as? [String: Any])
            #expect(summary["places"] as? [String: Int]
                == ["old": 3, "new": 3, "added": 1, "removed": 1, "changed": 1])
            #expect(summary["names"] as? [String: Int] == ["added": 3, "removed": 2, "changed": 2])
            let languages = try #require(summary["languages"] as? [[String: Any]])
            #expect(languages.compactMap { $0["language"] as? String } == ["english", "thai", "german", "japanese"])
            #expect(root["languagesCompared"] is NSNull)
            let places = try #require(root["places"] as? [[String: Any]])
            #expect(places.compactMap { $0["change"] as? String } == ["changed", "removed", "added"])
            #expect(places.compactMap { $0["id"] as? String } == ["geonames:1153669", "geonames:98", "geonames:99"])
            #expect(places[0]["file"] as? String == "new/cities/TH.json")
            #expect(places[1]["nameCount"] as? Int == 1)
            let names = try #require(places[0]["names"] as? [[String: Any]])
            #expect(names.compactMap { $0["language"] as? String } == ["english", "german", "japanese", "thai"])
            #expect(names[2]["old"] as? String == "チェンマイ" && names[2]["new"] as? String == "チエンマイ")
            let fields = try #require(places[0]["fields"] as? [[String: Any]])
            #expect(fields.compactMap { $0["field"] as? String } == ["population", "codes"])
            #expect(fields[1]["system"] as? String == "wikidata" && fields[1]["old"] is NSNull)
            let aliases = try #require(places[0]["aliases"] as? [String: Any])
            #expect(aliases["added"] as? [String] == ["Kiang Mai"])
            // The same catalogs give the same bytes.
            let again = try tool.run("diff", "--format", "json", "old/", "new/")
            #expect(again.stdoutBytes == run.stdoutBytes)
        }
    }

    @Test func helpDocumentsTheJSONAndHasExamples() throws {
        try ManageNamesTool.withScratch { tool in
            let run = try tool.run("help", "diff")
            #expect(run.status == 0)
            #expect(run.stdout.contains("USAGE: names diff "))
            #expect(run.stdout.contains("--format json"))
            #expect(run.stdout.contains("\n  names diff Catalogs/ ../review/Catalogs/\n"))
        }
    }

    /// The one check on a shipped catalog: a file against itself is no difference.
    @Test func aShippedCatalogEqualsItself() throws {
        let file = NamesBinary.packageRoot.appendingPathComponent("Catalogs/cities/TH.json").path
        let run = try NamesBinary.run(["diff", file, file])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("0 places changed, 0 added, 0 removed; names: 0 added"))
    }
}
