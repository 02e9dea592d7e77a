import Foundation
import Testing

/// `names merge` driven as a person would: real processes, exact bytes and exit codes.
@Suite(.needsNamesBinary) struct MergeCommandTests {
    static let conflict = "b.json:8:30: error[merge-conflict]: thai name of 'tz:Asia/Bangkok' is 'บางกอก' here "
        + "but 'กรุงเทพมหานคร' in a.json:9:60; choose with --prefer first|last|FILE\n"

    @Test func conflictFailsListsItAndLeavesTheOutputUntouched() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.b)
            try tool.write("out.json", "previous contents\n")
            let run = try tool.run("merge", "a.json", "b.json", "-o", "out.json")
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr == Self.conflict + "names: merge failed: 1 conflict unresolved; nothing written\n")
            #expect(tool.text("out.json") == "previous contents\n")
            let files = try FileManager.default.contentsOfDirectory(atPath: tool.folder.path).sorted()
            #expect(files == ["a.json", "b.json", "out.json"])
        }
    }

    @Test func preferFirstKeepsTheLoserAsAVariant() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.b)
            let run = try tool.run("merge", "a.json", "b.json", "--prefer", "first", "-o", "out.json")
            #expect(run.status == 0)
            #expect(run.stdout == "")
            #expect(run.stderr == """
                b.json:8:30: warning[merge-conflict]: thai name of 'tz:Asia/Bangkok' is 'บางกอก' here but \
                'กรุงเทพมหานคร' in a.json:9:60; kept 'กรุงเทพมหานคร', 'บางกอก' kept as a variant
                a.json: 2 of 2 places added, 4 of 4 names added
                b.json: 1 of 2 places added, 2 of 3 names added, 1 form added to existing names, 1 conflict
                wrote out.json: 3 places, 6 names

                """)
            #expect(tool.text("out.json") == MergeFixtures.preferFirst)
        }
    }

    @Test func preferLastAndPreferFileKeepTheEarlierNameAsAVariant() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.b)
            let last = try tool.run("merge", "a.json", "b.json", "--prefer", "last", "-o", "last.json")
            let file = try tool.run("merge", "a.json", "b.json", "--prefer", "./b.json", "-o", "file.json")
            #expect(last.status == 0)
            #expect(file.status == 0)
            let expected = MergeFixtures.preferFirst
                .replacingOccurrences(of: "\"preferred\": \"กรุงเทพมหานคร\"", with: "\"preferred\": \"บางกอก\"")
                .replacingOccurrences(of: "          \"บางกอก\"\n", with: "          \"กรุงเทพมหานคร\"\n")
            #expect(tool.text("last.json") == expected)
            #expect(tool.text("file.json") == expected)
            #expect(last.stderr.hasPrefix("b.json:8:30: warning[merge-conflict]: thai name of 'tz:Asia/Bangkok' is "
                + "'บางกอก' here but 'กรุงเทพมหานคร' in a.json:9:60; kept 'บางกอก', 'กรุงเทพมหานคร' kept as a variant\n"))
        }
    }

    @Test func dropLosersKeepsOnlyTheWinner() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.b)
            let run = try tool.run("merge", "a.json", "b.json", "--prefer", "first", "--drop-losers", "-o", "out.json")
            #expect(run.status == 0)
            #expect(run.stderr.hasPrefix("b.json:8:30: warning[merge-conflict]: thai name of 'tz:Asia/Bangkok' is "
                + "'บางกอก' here but 'กรุงเทพมหานคร' in a.json:9:60; kept 'กรุงเทพมหานคร', 'บางกอก' dropped\n"))
            let expected = MergeFixtures.preferFirst.replacingOccurrences(
                of: ",\n          \"variants\": [\n            \"บางกอก\"\n          ]", with: "")
            #expect(tool.text("out.json") == expected)
        }
    }

    @Test func dryRunPrintsWhatWouldChangeAndWritesNothing() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.b)
            let run = try tool.run("merge", "a.json", "b.json", "--prefer", "first", "--dry-run", "-o", "out.json")
            #expect(run.status == 0)
            #expect(run.stdout == """
                a.json: 2 of 2 places added, 4 of 4 names added
                b.json: 1 of 2 places added, 2 of 3 names added, 1 form added to existing names, 1 conflict
                would write out.json: 3 places, 6 names

                """)
            #expect(tool.bytes("out.json") == nil)
            let failing = try tool.run("merge", "a.json", "b.json", "--dry-run")
            #expect(failing.status == 1)
            #expect(failing.stdout == "")
            #expect(failing.stderr == Self.conflict + "names: merge failed: 1 conflict unresolved; nothing written\n")
        }
    }

    @Test func canonicallyEquivalentSpellingsAreAConflict() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("nfc.json", MergeFixtures.single(german: "Z\u{FC}rich"))
            try tool.write("nfd.json", MergeFixtures.single(german: "Zu\u{308}rich"))
            let run = try tool.run("merge", "nfc.json", "nfd.json", "-o", "out.json")
            #expect(run.status == 1)
            #expect(run.stderr == "nfd.json:2:61: error[merge-conflict]: german name of 'city:zurich' is "
                + "'Zu\u{308}rich' here but 'Z\u{FC}rich' in nfc.json:2:61; choose with --prefer first|last|FILE\n"
                + "names: merge failed: 1 conflict unresolved; nothing written\n")
            let same = try tool.run("merge", "nfc.json", "nfc.json", "-o", "out.json")
            #expect(same.status == 0)
        }
    }

    /// Minified files are one line: every conflict's column is counted in Unicode scalars along it, and all the
    /// conflicts of a file are located in one pass (locating each alone rescanned the line: 94 s on the shipped
    /// catalogs minified).
    @Test func conflictsInMinifiedFilesGetTheirColumnsOnTheOneLine() throws {
        func catalog(_ bangkok: String, _ tak: String) -> String {
            #"{"format":"placenames-catalog","version":1,"places":["#
                + #"{"id":"a","kind":"city","names":{"thai":"กรุงเทพฯ","english":"\#(bangkok)"}},"#
                + #"{"id":"b","kind":"city","names":{"english":"\#(tak)"}}]}"#
        }
        try ManageNamesTool.withScratch { tool in
            try tool.write("one.json", catalog("Bangkok", "Tak"))
            try tool.write("two.json", catalog("Krung Thep", "Tak Province"))
            let run = try tool.run("merge", "one.json", "two.json", "--dry-run")
            #expect(run.status == 1)
            #expect(run.stderr == """
                two.json:1:115: error[merge-conflict]: english name of 'a' is 'Krung Thep' here but 'Bangkok' in \
                one.json:1:115; choose with --prefer first|last|FILE
                two.json:1:173: error[merge-conflict]: english name of 'b' is 'Tak Province' here but 'Tak' in \
                one.json:1:170; choose with --prefer first|last|FILE
                names: merge failed: 2 conflicts unresolved; nothing written

                """)
        }
    }

    @Test func otherFieldsConflictToo() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("one.json", MergeFixtures.single(population: 421_878, german: "Zürich"))
            try tool.write("two.json", MergeFixtures.single(kind: "town", population: 434_335, german: "Zürich"))
            let run = try tool.run("merge", "one.json", "two.json", "-o", "out.json")
            #expect(run.status == 1)
            #expect(run.stderr == """
                two.json:2:33: error[merge-conflict]: kind of 'city:zurich' is 'town' here but 'city' in \
                one.json:2:33; choose with --prefer first|last|FILE
                two.json:2:55: error[merge-conflict]: population of 'city:zurich' is '434335' here but '421878' in \
                one.json:2:55; choose with --prefer first|last|FILE
                names: merge failed: 2 conflicts unresolved; nothing written

                """)
            let resolved = try tool.run("merge", "one.json", "two.json", "--prefer", "last", "-o", "out.json")
            #expect(resolved.status == 0)
            #expect(resolved.stderr.hasPrefix("""
                two.json:2:33: warning[merge-conflict]: kind of 'city:zurich' is 'town' here but 'city' in \
                one.json:2:33; kept 'town', 'city' dropped
                two.json:2:55: warning[merge-conflict]: population of 'city:zurich' is '434335' here but '421878' \
                in one.json:2:55; kept '434335', '421878' dropped

                """))
            #expect(tool.text("out.json")?.contains("\"population\": 434335") == true)
        }
    }

    @Test func usageErrorsExitWithTwo() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            let notInput = try tool.run("merge", "a.json", "--prefer", "c.json", "-o", "out.json")
            #expect(notInput.status == 2)
            #expect(notInput.stderr.contains("--prefer 'c.json' is not one of the inputs"))
            let missing = try tool.run("merge", "a.json", "missing.json", "-o", "out.json")
            #expect(missing.status == 2)
            #expect(missing.stderr == "names: missing.json: no such file or folder\n")
            let noOutput = try tool.run("merge", "a.json")
            #expect(noOutput.status == 2)
            #expect(tool.bytes("out.json") == nil)
        }
    }

    @Test func anInputThatIsNotACatalogFailsTheMerge() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("broken.json", "{\"format\": \"placenames-catalog\", \"version\": 1, \"places\": [}\n")
            let run = try tool.run("merge", "a.json", "broken.json", "-o", "out.json")
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("names: broken.json:1:"))
            #expect(tool.bytes("out.json") == nil)
        }
    }

    @Test func aFolderOfManyCatalogsIsSummedUpInOneLine() throws {
        try ManageNamesTool.withScratch { tool in
            try FileManager.default.createDirectory(atPath: tool.path("many"), withIntermediateDirectories: true)
            for index in 0..<25 {
                try tool.write("many/\(index).json", MergeFixtures.single(id: "city:\(index)", german: "Ort \(index)"))
            }
            let run = try tool.run("merge", "many", "-o", "out.json")
            #expect(run.status == 0)
            #expect(run.stderr == """
                25 inputs: 25 places, 25 names read, 0 forms added to existing names, 0 conflicts (--verbose: per input)
                wrote out.json: 25 places, 25 names

                """)
            let verbose = try tool.run("merge", "many", "--verbose", "--dry-run")
            #expect(verbose.stdout.split(separator: "\n").count == 26)
            #expect(verbose.stdout.hasPrefix("many/0.json: 1 of 1 place added, 1 of 1 name added\nmany/1.json: "))
        }
    }
}
