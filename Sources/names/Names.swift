import ArgumentParser
import Foundation
import PlaceNames

@main
struct Names: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "names",
        abstract: "Check, merge, export, import and serve place names in every language.",
        discussion: """
            Catalogs are JSON files of places whose names are keyed by language \
            ("thai", "chinese-traditional"). Languages on the command line also accept BCP 47 tags (th, zh-Hant).

            Exit codes: 0 clean; 1 findings at or above --fail-on, or a failed command; 2 usage errors and \
            paths that cannot be read.
            """,
        version: "0.1.0 (ICU \(icuVersion))",
        subcommands: [
            ImportCommand.self, ValidateCommand.self, MergeCommand.self, JoinCommand.self, ExportCommand.self, StatsCommand.self,
            DiffCommand.self, SnapshotCommand.self, ServeCommand.self,
        ]
    )

    /// Runs the command and maps failures onto the project's exit codes (ArgumentParser's own usage code is 64).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            Foundation.exit(report(error))
        }
    }

    /// Prints what the person needs to see about `error` and returns the exit status.
    static func report(_ error: any Error) -> Int32 {
        if let exitCode = error as? ExitCode { return exitCode.rawValue }
        if let failure = error as? CatalogReadError {
            StandardError.write("names: \(failure)\n")
            if case .unreadable = failure { return ExitStatus.usage }
            return ExitStatus.findings
        }
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            print(message)
            return 0
        }
        if !message.isEmpty { StandardError.write(message + "\n") }
        return code == .validationFailure ? ExitStatus.usage : ExitStatus.findings
    }
}

/// The exit statuses every command shares.
enum ExitStatus {
    static let clean: Int32 = 0
    /// Findings at or above `--fail-on`, or a command that failed on its input.
    static let findings: Int32 = 1
    /// Usage errors and paths that cannot be read.
    static let usage: Int32 = 2
}

extension Language {
    /// For `@Option(transform: Language.argument)`: accepts raw values and BCP 47 tags (`thai`, `th`,
    /// `zh-Hant`), and a mistyped one fails with the closest languages suggested.
    static func argument(_ text: String) throws -> Language {
        try Language.parse(text)
    }
}
