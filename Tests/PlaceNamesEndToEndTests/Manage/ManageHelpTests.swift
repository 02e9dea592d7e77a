import Foundation
import Testing

/// Help with examples and shell completion scripts for merge, export and stats.
@Suite(.needsNamesBinary) struct ManageHelpTests {
    @Test(arguments: [
        ("merge", "names merge base.json fixes.json --prefer fixes.json -o base.json"),
        ("export", "names export --all --format android -o app/src/main/res"),
        ("stats", "names stats --format json Catalogs/"),
    ])
    func helpHasExamples(command: String, example: String) throws {
        try ManageNamesTool.withScratch { tool in
            let run = try tool.run("help", command)
            #expect(run.status == 0)
            #expect(run.stdout.contains("Examples:\n"))
            #expect(run.stdout.contains("\n  \(example)\n"))
            #expect(run.stdout.contains("USAGE: names \(command) "))
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowTheCommandsAndLanguages(shell: String) throws {
        try ManageNamesTool.withScratch { tool in
            let run = try tool.run("--generate-completion-script", shell)
            #expect(run.status == 0)
            for word in ["merge", "export", "stats", "prefer", "drop-losers", "fallback", "chinese-traditional",
                         "xcstrings"] {
                #expect(run.stdout.contains(word), "\(shell) completion lacks \(word)")
            }
        }
    }
}
