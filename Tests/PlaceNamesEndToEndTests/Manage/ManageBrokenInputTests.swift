import Foundation
import Testing
import PlaceNames

/// JSONTestSuite files given to merge, export and stats: never a crash, always exit 1 with a located error.
@Suite struct ManageBrokenInputTests {
    @Test(.needsNamesBinary, arguments: ["n_structure_unclosed_array.json", "n_string_unescaped_tab.json", "y_object_empty.json",
                      "y_array_arraysWithSpaces.json", "y_string_unicode.json"])
    func commandsFailWithExitOne(name: String) throws {
        let file = JSONTestSuite.sample(name)
        for arguments in [["merge", file.path, "--dry-run"], ["export", "--lang", "thai", file.path],
                          ["stats", file.path]] {
            try ManageNamesTool.withScratch { tool in
                let run = try tool.run(arguments)
                #expect(run.status == 1, "\(arguments)")
                #expect(run.stdout == "")
                #expect(run.stderr.hasPrefix("names: \(file.path):"), "\(arguments): \(run.stderr)")
            }
        }
    }
}
